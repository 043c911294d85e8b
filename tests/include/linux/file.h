/* SPDX-License-Identifier: GPL-2.0-only */
/* Files and descriptors, the 6.12 API: struct fd is opaque (fd_file(),
 * fd_empty()), CLASS(fd), CLASS(fd_raw), CLASS(get_unused_fd), take_fd(). */
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

#define O_RDONLY	0
#define O_CLOEXEC	02000000

static inline struct file *filp_open(const char *name, int flags, unsigned short mode)
{
	(void)name; (void)flags; (void)mode;
	return kg_new("filp_open", 'F', sizeof(struct file), 0, 1);
}
static inline void fput(struct file *f) { kg_release("fput", f); }

DEFINE_FREE(fput, struct file *, if (!IS_ERR_OR_NULL(_T)) fput(_T))

struct fd {
	struct file *kg_file;
};

#define fd_file(f)	((f).kg_file)
static inline bool fd_empty(struct fd f) { return !f.kg_file; }

static inline struct fd fdget(unsigned int fd)
{
	struct fd f = { kg_new("fdget", 'F', sizeof(struct file), 1, 0) };

	(void)fd;
	return f;
}
static inline struct fd fdget_raw(unsigned int fd)
{
	struct fd f = { kg_new("fdget_raw", 'F', sizeof(struct file), 1, 0) };

	(void)fd;
	return f;
}
static inline void fdput(struct fd f) { kg_release("fdput", f.kg_file); }

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
DEFINE_CLASS(fd_raw, struct fd, fdput(_T), fdget_raw(fd), int fd)
DEFINE_CLASS(get_unused_fd, int, if (_T >= 0) put_unused_fd(_T),
	     get_unused_fd_flags(flags), unsigned flags)

#define take_fd(fd)	__kg_take(fd, -EBADF)
#endif
