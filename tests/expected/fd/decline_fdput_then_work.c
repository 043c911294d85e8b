// SPDX-License-Identifier: GPL-2.0-only
/* Work after fdput() would run with the file still held. */
#include <linux/errno.h>
#include <linux/file.h>

int file_flush_kg(struct file *file);
void kg_note_flush(int fd);

int kg_flush(int fd)
{
	struct fd f = fdget(fd);
	int ret;

	if (fd_empty(f))
		return -EBADF;
	ret = file_flush_kg(fd_file(f));
	fdput(f);
	kg_note_flush(fd);
	return ret;
}
