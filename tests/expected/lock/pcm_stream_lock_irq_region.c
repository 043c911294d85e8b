// SPDX-License-Identifier: GPL-2.0-only
/* The stream lock covers the state change only; the wake-up after it runs
 * unlocked, so the subsystem's guard takes the form of a scoped_guard. */
#include <sound/pcm.h>

void foo_pcm_wake(struct snd_pcm_substream *substream);

void foo_pcm_stop(struct snd_pcm_substream *substream)
{
	scoped_guard(pcm_stream_lock_irq, substream) {
		substream->state = 1;
		substream->avail = 0;
	}
	foo_pcm_wake(substream);
}
