// SPDX-License-Identifier: GPL-2.0-only
/* rapl_add_package() of Linux 6.1: the success return sits in a nested block
 * and the error label frees a member before the structure. The label cannot
 * fold into returns (the member's kfree() stays), so its goto would stay
 * beside __free(): declined. kguardify once kept this conversion with a
 * plain 'return pkg;', freeing the package it had just put on the list. */
#include <linux/errno.h>
#include <linux/err.h>
#include <linux/slab.h>

struct pkg {
	int *domains;
	int id;
	int listed;
};

int pkg_detect_domains(struct pkg *pkg);
int pkg_check_unit(struct pkg *pkg);
int pkg_register(struct pkg *pkg);
void pkg_list_add(struct pkg *pkg);

struct pkg *pkg_add_listed(int id)
{
	struct pkg *pkg;
	int ret;

	pkg = kzalloc(sizeof(*pkg), GFP_KERNEL);
	if (!pkg)
		return ERR_PTR(-ENOMEM);

	pkg->id = id;
	if (pkg_detect_domains(pkg) || pkg_check_unit(pkg)) {
		ret = -ENODEV;
		goto err_free_package;
	}
	ret = pkg_register(pkg);
	if (!ret) {
		pkg->listed = 1;
		pkg_list_add(pkg);
		return pkg;
	}

err_free_package:
	kfree(pkg->domains);
	kfree(pkg);
	return ERR_PTR(ret);
}
