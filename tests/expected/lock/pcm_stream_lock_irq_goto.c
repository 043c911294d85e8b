// SPDX-License-Identifier: GPL-2.0-only
/* A PCM pause that takes the stream lock and unwinds through 'unlock':
 * sound/ defines its own guard for that lock, pcm_stream_lock_irq, and the
 * conversion uses it (as upstream's hand conversions of sound/core do). */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <sound/pcm.h>

int foo_pcm_hw_pause(struct snd_pcm_substream *substream, int push);

int foo_pcm_pause(struct snd_pcm_substream *substream, int push)
{
	int err;

	guard(pcm_stream_lock_irq)(substream);
	if (substream->state != 3)
		return -EBUSY;
	err = foo_pcm_hw_pause(substream, push);
	if (!err)
		substream->state = push ? 5 : 3;
	return err;
}
