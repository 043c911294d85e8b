/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_OF_H
#define _LINUX_OF_H
#include <linux/types.h>
#include <linux/cleanup.h>

struct device_node {
	const char *name;
	unsigned int flags;
	struct device_node *parent;
};

static inline struct device_node *of_get_child_by_name(const struct device_node *np,
							const char *name)
{
	(void)np; (void)name;
	return kg_new("of_get_child_by_name", 'N', sizeof(struct device_node), 1, 0);
}
static inline struct device_node *of_parse_phandle(const struct device_node *np,
						    const char *name, int index)
{
	(void)np; (void)name; (void)index;
	return kg_new("of_parse_phandle", 'N', sizeof(struct device_node), 1, 0);
}
static inline struct device_node *of_get_parent(const struct device_node *np)
{
	(void)np;
	return kg_new("of_get_parent", 'N', sizeof(struct device_node), 1, 0);
}
static inline struct device_node *of_node_get(struct device_node *np)
{
	kg_get("of_node_get", np);
	return np;
}
static inline void of_node_put(struct device_node *np) { kg_release("of_node_put", np); }
/* The next child, or NULL: the reference to prev goes. A stub decides
 * whether there is one, so that a path has at most KG_STUB_CALLS of them. */
static inline struct device_node *of_get_next_child(const struct device_node *np,
						     struct device_node *prev)
{
	(void)np;
	if (prev)
		of_node_put(prev);
	if (!kg_stub_bool("of_get_next_child"))
		return NULL;
	return kg_new("of_get_next_child", 'N', sizeof(struct device_node), 0, 0);
}
static inline int of_property_read_u32(const struct device_node *np, const char *name,
				       u32 *out)
{
	int ret = kg_stub_int("of_property_read_u32");

	(void)np; (void)name;
	if (!ret)
		*out = 7;
	return ret;
}

static inline bool of_device_is_available(const struct device_node *np)
{
	(void)np;
	return kg_stub_bool("of_device_is_available");
}
/* The next available child, or NULL: the reference to prev goes (a stub
 * decides whether there is one, as for of_get_next_child()). */
static inline struct device_node *of_get_next_available_child(const struct device_node *np,
							       struct device_node *prev)
{
	(void)np;
	if (prev)
		of_node_put(prev);
	if (!kg_stub_bool("of_get_next_available_child"))
		return NULL;
	return kg_new("of_get_next_available_child", 'N', sizeof(struct device_node), 0, 0);
}

#define for_each_available_child_of_node(parent, child) \
	for (child = of_get_next_available_child(parent, NULL); child != NULL; \
	     child = of_get_next_available_child(parent, child))
#define for_each_child_of_node(parent, child) \
	for (child = of_get_next_child(parent, NULL); child != NULL; \
	     child = of_get_next_child(parent, child))

DEFINE_FREE(device_node, struct device_node *, if (_T) of_node_put(_T))

#define for_each_child_of_node_scoped(parent, child) \
	for (struct device_node *child __free(device_node) =		\
	     of_get_next_child(parent, NULL);				\
	     child != NULL;						\
	     child = of_get_next_child(parent, child))

#define for_each_available_child_of_node_scoped(parent, child) \
	for (struct device_node *child __free(device_node) =		\
	     of_get_next_available_child(parent, NULL);			\
	     child != NULL;						\
	     child = of_get_next_available_child(parent, child))
#endif
