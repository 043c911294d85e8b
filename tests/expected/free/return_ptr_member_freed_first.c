// SPDX-License-Identifier: GPL-2.0-only
/* The failure path frees a member before the structure and the success path
 * returns the pointer (the shape of rapl_add_package() without its label).
 * spatch 1.1.1 cannot parse the function once its __free(kfree) declarator
 * is written while a kfree() of the member is left: the declarator rules
 * run last, so 'return pkg' still becomes return_ptr(pkg). */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/err.h>
#include <linux/slab.h>

struct pkg {
	int *domains;
	int id;
	int registered;
};

int pkg_detect_domains(struct pkg *pkg);
int pkg_register(struct pkg *pkg);

struct pkg *pkg_add(int id)
{
	int ret;

	struct pkg *pkg __free(kfree) = kzalloc(sizeof(*pkg), GFP_KERNEL);
	if (!pkg)
		return ERR_PTR(-ENOMEM);

	pkg->id = id;
	ret = pkg_detect_domains(pkg);
	if (!ret)
		ret = pkg_register(pkg);
	if (ret) {
		kfree(pkg->domains);
		return ERR_PTR(ret);
	}
	pkg->registered = 1;
	return_ptr(pkg);
}
