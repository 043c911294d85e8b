// SPDX-License-Identifier: GPL-2.0-only
/*
 * Two sections of one lock, one after another, the first with an early
 * exit that unlocks (modelled on media_devnode_register() of Linux 6.1).
 * spatch's region rules, keyed by function and lock, rewrote the early
 * unlock with the second section's region into text that did not scan;
 * such sections are not judged apart: declined, the lock is retaken.
 */
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/slab.h>

struct node {
	int minor;
	int registered;
};

struct node_table {
	struct mutex lock;
	unsigned long map[1];
};

int node_find_free(unsigned long *map, int size);
void node_set_bit(int nr, unsigned long *map);
void node_clear_bit(int nr, unsigned long *map);
int node_add(struct node *n);
void node_err(const char *msg);
void node_put(struct node *n);

int node_register(struct node_table *tab, struct node *n)
{
	int minor;
	int ret;

	/* Part 1: Find a free minor number */
	mutex_lock(&tab->lock);
	minor = node_find_free(tab->map, 64);
	if (minor == 64) {
		mutex_unlock(&tab->lock);
		node_err("could not get a free minor\n");
		kfree(n);
		return -ENOSPC;
	}

	node_set_bit(minor, tab->map);
	mutex_unlock(&tab->lock);

	n->minor = minor;
	ret = node_add(n);
	if (ret < 0) {
		node_err("node_add failed\n");
		goto add_error;
	}

	return 0;

add_error:
	mutex_lock(&tab->lock);
	node_clear_bit(n->minor, tab->map);
	n->registered = 0;
	mutex_unlock(&tab->lock);

	node_put(n);
	return ret;
}
