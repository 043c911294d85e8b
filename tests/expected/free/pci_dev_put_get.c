// SPDX-License-Identifier: GPL-2.0-only
/* A companion PCI function looked up by slot. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/pci.h>

struct gpu {
	int audio_present;
};

int gpu_link_audio(struct gpu *g, struct pci_dev *audio);

int gpu_find_audio(struct gpu *g)
{
	int ret;

	struct pci_dev *audio __free(pci_dev_put) = pci_get_domain_bus_and_slot(0, 1, 1);
	if (!audio)
		return -ENODEV;
	ret = gpu_link_audio(g, audio);
	if (!ret)
		g->audio_present = 1;
	return ret;
}
