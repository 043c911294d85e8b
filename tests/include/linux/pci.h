/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef _LINUX_PCI_H
#define _LINUX_PCI_H
#include <linux/types.h>
#include <linux/cleanup.h>

struct pci_dev {
	unsigned short vendor;
	unsigned short device;
	unsigned int devfn;
};

static inline struct pci_dev *pci_get_device(unsigned int vendor, unsigned int device,
					     struct pci_dev *from)
{
	(void)vendor; (void)device; (void)from;
	return kg_new("pci_get_device", 'C', sizeof(struct pci_dev), 1, 0);
}
static inline struct pci_dev *pci_get_domain_bus_and_slot(int domain, unsigned int bus,
							  unsigned int devfn)
{
	(void)domain; (void)bus; (void)devfn;
	return kg_new("pci_get_domain_bus_and_slot", 'C', sizeof(struct pci_dev), 1, 0);
}
static inline void pci_dev_put(struct pci_dev *dev) { kg_release("pci_dev_put", dev); }

DEFINE_FREE(pci_dev_put, struct pci_dev *, if (_T) pci_dev_put(_T))
#endif
