// SPDX-License-Identifier: GPL-2.0-only
/* A file and a buffer, freed in reverse order through stacked labels. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/file.h>
#include <linux/slab.h>

int file_read_into(struct file *file, u8 *buf, int len);

int kg_read_copy(int fd, int len)
{
	CLASS(fd, f)(fd);

	if (!f.file)
		return -EBADF;
	u8 *buf __free(kfree) = kmalloc(64, GFP_KERNEL);

	if (!buf)
		return -ENOMEM;
	return file_read_into(f.file, buf, len);
}
