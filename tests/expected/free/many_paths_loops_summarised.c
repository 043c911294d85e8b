// SPDX-License-Identifier: GPL-2.0-only
/*
 * A table built by loops before and after its allocation: more paths than
 * the proof walks; it proves the conversion with those loops, the same
 * text on both sides, summarised.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

#define MIX_N 3

struct mix {
	int mode[MIX_N];
	int gain[MIX_N];
	int total;
};

int mix_commit(struct mix *m, const int *tbl, int n);

int mix_build(struct mix *m)
{
	int i, j, a = 0, b = 0, c = 0, ret;

	for (i = 0; i < MIX_N; i++) {
		switch (m->mode[i]) {
		case 0:
			a += m->gain[i];
			break;
		case 1:
			b += m->gain[i];
			break;
		case 2:
			c++;
			break;
		default:
			m->gain[i] = 0;
			break;
		}
	}

	int *tbl __free(kfree) = kcalloc(MIX_N, sizeof(*tbl), GFP_KERNEL);
	if (!tbl)
		return -ENOMEM;

	for (i = 0; i < MIX_N; i++) {
		for (j = 0; j < i; j++) {
			if (m->gain[j] > m->gain[i]) {
				tbl[i] += m->gain[j];
				continue;
			}
			switch (m->mode[j]) {
			case 0:
				tbl[i] += a;
				break;
			case 1:
				tbl[i] -= b;
				break;
			default:
				tbl[i] ^= c;
				break;
			}
		}
	}

	ret = mix_commit(m, tbl, MIX_N);
	if (ret)
		return ret;
	m->total = tbl[0] + a + b + c;
	return ret;
}
