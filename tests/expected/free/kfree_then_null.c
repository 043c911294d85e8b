// SPDX-License-Identifier: GPL-2.0-only
/* 'kfree(p); p = NULL;' goes as a pair. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>

struct parser {
	int tokens;
};

int parser_tokenize(struct parser *p, char *line);

int parser_feed(struct parser *p)
{
	char *line __free(kfree) = kzalloc(80, GFP_KERNEL);
	if (!line)
		return -ENOMEM;
	return parser_tokenize(p, line);
}
