// SPDX-License-Identifier: GPL-2.0-only
/*
 * kgdemo: an 8-line GPIO expander behind a slow bus, written the way drivers
 * were before include/linux/cleanup.h. An example input for kguardify.
 */
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/rcupdate.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

#define KGDEMO_NGPIO		8
#define KGDEMO_REG_DIR		0x01
#define KGDEMO_REG_OUT		0x02
#define KGDEMO_REG_IRQ_MASK	0x03

struct kgdemo_irq_desc {
	int type;
};

struct kgdemo_chip {
	struct mutex bus_lock;		/* serialises bus transfers */
	spinlock_t irq_lock;		/* protects irq_mask, used in hardirq */
	raw_spinlock_t stat_lock;
	unsigned int dir;
	unsigned int out;
	unsigned int irq_mask;
	unsigned int irq_events;
	u32 irq_type;
	int suspended;
};

int kgdemo_bus_write(struct kgdemo_chip *chip, int reg, unsigned int val);
int kgdemo_bus_read(struct kgdemo_chip *chip, int reg, unsigned int *val);
int kgdemo_bus_read_label(struct kgdemo_chip *chip, int line, char *buf);
int kgdemo_copy_label(char *out, const char *buf);
void kgdemo_irq_sync(struct kgdemo_chip *chip);
struct kgdemo_irq_desc *kgdemo_desc_rcu(struct kgdemo_chip *chip, int line);
bool kgdemo_line_busy(struct kgdemo_chip *chip, int line);
void kgdemo_wait_idle(struct kgdemo_chip *chip);

static int kgdemo_direction_output(struct kgdemo_chip *chip, int line, int value)
{
	int ret;

	if (line < 0)
		return -EINVAL;

	mutex_lock(&chip->bus_lock);
	if (chip->suspended) {
		ret = -EBUSY;
		goto out_unlock;
	}

	if (value)
		chip->out |= 1u << line;
	else
		chip->out &= ~(1u << line);
	ret = kgdemo_bus_write(chip, KGDEMO_REG_OUT, chip->out);
	if (ret)
		goto out_unlock;

	chip->dir |= 1u << line;
	ret = kgdemo_bus_write(chip, KGDEMO_REG_DIR, chip->dir);
out_unlock:
	mutex_unlock(&chip->bus_lock);
	return ret;
}

static int kgdemo_get(struct kgdemo_chip *chip, int line)
{
	unsigned int val;
	int ret;

	mutex_lock(&chip->bus_lock);
	ret = kgdemo_bus_read(chip, KGDEMO_REG_OUT, &val);
	mutex_unlock(&chip->bus_lock);
	if (ret)
		return ret;

	return !!(val & (1u << line));
}

static void kgdemo_irq_mask(struct kgdemo_chip *chip, int line)
{
	unsigned long flags;

	spin_lock_irqsave(&chip->irq_lock, flags);
	chip->irq_mask &= ~(1u << line);
	spin_unlock_irqrestore(&chip->irq_lock, flags);

	kgdemo_irq_sync(chip);
}

static int kgdemo_irq_type(struct kgdemo_chip *chip, int line)
{
	struct kgdemo_irq_desc *desc;
	int type;

	rcu_read_lock();
	desc = kgdemo_desc_rcu(chip, line);
	if (!desc) {
		rcu_read_unlock();
		return -ENODEV;
	}
	type = desc->type;
	rcu_read_unlock();

	return type;
}

static void kgdemo_count_event(struct kgdemo_chip *chip)
{
	raw_spin_lock(&chip->stat_lock);
	chip->irq_events++;
	raw_spin_unlock(&chip->stat_lock);
}

static int kgdemo_read_label(struct kgdemo_chip *chip, int line, char *out)
{
	char *buf;
	int ret;

	buf = kzalloc(32, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;

	mutex_lock(&chip->bus_lock);
	ret = kgdemo_bus_read_label(chip, line, buf);
	mutex_unlock(&chip->bus_lock);
	if (ret)
		goto out;

	ret = kgdemo_copy_label(out, buf);
out:
	kfree(buf);
	return ret;
}

static int kgdemo_parse_irq(struct kgdemo_chip *chip, struct device_node *np)
{
	struct device_node *child;
	u32 type;
	int ret;

	child = of_get_child_by_name(np, "interrupt-controller");
	if (!child)
		return 0;
	ret = of_property_read_u32(child, "kgdemo,irq-type", &type);
	if (ret)
		goto put;
	chip->irq_type = type;
put:
	of_node_put(child);
	return ret;
}

/* Drops the bus lock while it waits: left as it is, with the reason. */
static int kgdemo_suspend(struct kgdemo_chip *chip)
{
	int line;

	mutex_lock(&chip->bus_lock);
	for (line = 0; line < KGDEMO_NGPIO; line++) {
		while (kgdemo_line_busy(chip, line)) {
			mutex_unlock(&chip->bus_lock);
			kgdemo_wait_idle(chip);
			mutex_lock(&chip->bus_lock);
		}
	}
	chip->suspended = 1;
	mutex_unlock(&chip->bus_lock);
	return 0;
}
