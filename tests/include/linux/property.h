/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_PROPERTY_H
#define _LINUX_PROPERTY_H
#include <linux/types.h>
#include <linux/cleanup.h>

struct device;

struct fwnode_handle {
	const char *name;
};

static inline struct fwnode_handle *device_get_named_child_node(const struct device *dev,
								const char *name)
{
	(void)dev; (void)name;
	return kg_new("device_get_named_child_node", 'N', sizeof(struct fwnode_handle), 1, 0);
}
/* as in Linux 6.12: NULL is a no-op, in the function and not in its DEFINE_FREE */
static inline void fwnode_handle_put(struct fwnode_handle *fwnode)
{
	if (fwnode)
		kg_release("fwnode_handle_put", fwnode);
}
/* The next child, or NULL: the reference to prev goes. A stub decides
 * whether there is one, so that a path has at most KG_STUB_CALLS of them. */
static inline struct fwnode_handle *device_get_next_child_node(const struct device *dev,
							       struct fwnode_handle *prev)
{
	(void)dev;
	fwnode_handle_put(prev);
	if (!kg_stub_bool("device_get_next_child_node"))
		return NULL;
	return kg_new("device_get_next_child_node", 'N', sizeof(struct fwnode_handle), 0, 0);
}
static inline int fwnode_property_read_u32(const struct fwnode_handle *fwnode,
					   const char *name, u32 *out)
{
	int ret = kg_stub_int("fwnode_property_read_u32");

	(void)fwnode; (void)name;
	if (!ret)
		*out = 3;
	return ret;
}

#define device_for_each_child_node(dev, child)				\
	for (child = device_get_next_child_node(dev, NULL); child;	\
	     child = device_get_next_child_node(dev, child))

DEFINE_FREE(fwnode_handle, struct fwnode_handle *, fwnode_handle_put(_T))

#define device_for_each_child_node_scoped(dev, child)			\
	for (struct fwnode_handle *child __free(fwnode_handle) =	\
		device_get_next_child_node(dev, NULL);			\
	     child; child = device_get_next_child_node(dev, child))
#endif
