/* SPDX-License-Identifier: GPL-2.0-only */
/* Files and descriptors, the API before 6.12: struct fd has .file and
 * .flags, CLASS(fd) and CLASS(get_unused_fd) exist, fd_raw, fd_file(),
 * fd_empty() and take_fd() do not (as in Linux 6.1). */
#ifndef _LINUX_FILE_H
#define _LINUX_FILE_H
#include <linux/types.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/cleanup.h>

struct file {
	unsigned int f_flags;
	void *private_data;
};

#define O_CLOEXEC	02000000

static inline void fput(struct file *f) { kg_release("fput", f); }

struct fd {
	struct file *file;
	unsigned int flags;
};

static inline struct fd fdget(unsigned int fd)
{
	struct fd f = { kg_new("fdget", 'F', sizeof(struct file), 1, 0), 1 };

	(void)fd;
	return f;
}
static inline struct fd fdget_raw(unsigned int fd)
{
	struct fd f = { kg_new("fdget_raw", 'F', sizeof(struct file), 1, 0), 1 };

	(void)fd;
	return f;
}
static inline void fdput(struct fd f)
{
	if (f.flags)
		kg_release("fdput", f.file);
}

int kg_fd_reserve(const char *op);
void kg_fd_put(const char *op, int fd);
void kg_fd_install(int fd, struct file *file);

static inline int get_unused_fd_flags(unsigned int flags)
{
	(void)flags;
	return kg_fd_reserve("get_unused_fd_flags");
}
static inline void put_unused_fd(int fd) { kg_fd_put("put_unused_fd", fd); }
static inline void fd_install(int fd, struct file *file) { kg_fd_install(fd, file); }

DEFINE_CLASS(fd, struct fd, fdput(_T), fdget(fd), int fd)
DEFINE_CLASS(get_unused_fd, int, if (_T >= 0) put_unused_fd(_T),
	     get_unused_fd_flags(flags), unsigned flags)
DEFINE_FREE(fput, struct file *, if (!IS_ERR_OR_NULL(_T)) fput(_T))
#endif
