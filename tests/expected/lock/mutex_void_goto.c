// SPDX-License-Identifier: GPL-2.0-only
/* A void function whose label sits right before the final unlock. */
#include <linux/cleanup.h>
#include <linux/mutex.h>

struct led_priv {
	struct mutex lock;
	int brightness;
	int on;
};

bool led_hw_ready(struct led_priv *led);
void led_hw_apply(struct led_priv *led);

void led_set_brightness(struct led_priv *led, int value)
{
	guard(mutex)(&led->lock);
	if (!led_hw_ready(led))
		return;
	led->brightness = value;
	led->on = value != 0;
	led_hw_apply(led);
}
