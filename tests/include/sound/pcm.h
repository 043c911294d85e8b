/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef __SOUND_PCM_H
#define __SOUND_PCM_H
#include <linux/types.h>
#include <linux/cleanup.h>
#include <linux/spinlock.h>

/* The runtime's fields, in the substream: the harness passes zeroed structs. */
struct snd_pcm_substream {
	int state;
	int avail;
	int number;
};

void kg_lock(const void *lock, const char *op, int shared);
void kg_unlock(const void *lock, const char *op);

/* As sound/core/pcm_native.c has them: the stream's own lock functions. */
static inline void snd_pcm_stream_lock_irq(struct snd_pcm_substream *substream)
{ kg_lock(substream, "snd_pcm_stream_lock_irq", 0); }
static inline void snd_pcm_stream_unlock_irq(struct snd_pcm_substream *substream)
{ kg_unlock(substream, "snd_pcm_stream_unlock_irq"); }

/* Linux 6.12's subsystem guard (include/sound/pcm.h). */
DEFINE_LOCK_GUARD_1(pcm_stream_lock_irq, struct snd_pcm_substream,
		    snd_pcm_stream_lock_irq(_T->lock),
		    snd_pcm_stream_unlock_irq(_T->lock))
#endif
