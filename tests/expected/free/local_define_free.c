// SPDX-License-Identifier: GPL-2.0-only
/* The driver defines a DEFINE_FREE for its own context type: kguardify
 * reads it from the file and uses it. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct dsp_ctx {
	int id;
};

struct dsp_ctx *dsp_ctx_create(int id);
void dsp_ctx_destroy(struct dsp_ctx *ctx);

DEFINE_FREE(dsp_ctx, struct dsp_ctx *, if (_T) dsp_ctx_destroy(_T))

int dsp_run(struct dsp_ctx *ctx);

int dsp_selftest(int id)
{
	struct dsp_ctx *ctx __free(dsp_ctx) = dsp_ctx_create(id);
	if (!ctx)
		return -ENOMEM;
	return dsp_run(ctx);
}
