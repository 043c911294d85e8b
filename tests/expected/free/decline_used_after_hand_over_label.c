// SPDX-License-Identifier: GPL-2.0-only
/* gpio_chrdev_open() of Linux 6.1: the pointer is stored in the file, then a
 * later failure jumps to labels that still use it and free it. With
 * 'file->private_data = no_free_ptr(cdev)' those labels would read a NULL
 * cdev and never free it: declined. kguardify once kept this conversion. */
#include <linux/errno.h>
#include <linux/rwsem.h>
#include <linux/slab.h>

struct chrdev_data {
	int registered;
	int opened;
};

struct chip_dev {
	struct rw_semaphore sem;
	int present;
};

struct file {
	void *private_data;
};

int notifier_register(struct chip_dev *gdev, struct chrdev_data *cdev);
void notifier_unregister(struct chip_dev *gdev, struct chrdev_data *cdev);
int open_nonseekable(struct file *file);

int chip_chrdev_open(struct chip_dev *gdev, struct file *file)
{
	struct chrdev_data *cdev;
	int ret = -ENOMEM;

	down_read(&gdev->sem);
	if (!gdev->present) {
		ret = -ENODEV;
		goto out_unlock;
	}

	cdev = kzalloc(sizeof(*cdev), GFP_KERNEL);
	if (!cdev)
		goto out_unlock;

	ret = notifier_register(gdev, cdev);
	if (ret)
		goto out_free_cdev;

	file->private_data = cdev;

	ret = open_nonseekable(file);
	if (ret)
		goto out_unregister;

	up_read(&gdev->sem);
	return ret;

out_unregister:
	notifier_unregister(gdev, cdev);
out_free_cdev:
	kfree(cdev);
out_unlock:
	up_read(&gdev->sem);
	return ret;
}
