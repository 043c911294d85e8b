// SPDX-License-Identifier: GPL-2.0-only
/* The getter returns an ERR_PTR, and this DEFINE_FREE only tests for NULL:
 * on the IS_ERR path it would put an error pointer. */
#include <linux/cleanup.h>
#include <linux/err.h>
#include <linux/errno.h>

struct regulator_kg {
	int uv;
};

struct regulator_kg *regulator_kg_get(const char *id);
void regulator_kg_put(struct regulator_kg *r);

DEFINE_FREE(regulator_kg, struct regulator_kg *, if (_T) regulator_kg_put(_T))

int regulator_kg_enable(struct regulator_kg *r);

int supply_enable(void)
{
	struct regulator_kg *r;
	int ret;

	r = regulator_kg_get("vdd");
	if (IS_ERR(r))
		return PTR_ERR(r);
	ret = regulator_kg_enable(r);
	regulator_kg_put(r);
	return ret;
}
