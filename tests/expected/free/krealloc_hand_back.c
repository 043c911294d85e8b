// SPDX-License-Identifier: GPL-2.0-only
/* Firmware records gathered into a buffer that grows with krealloc(): the
 * buffer takes the new memory right after the reallocation's check, and
 * the failure's way out frees the old one, as before. */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/slab.h>
#include <linux/types.h>

struct card {
	int id;
};

int card_record_len(struct card *card);
void card_read(struct card *card, u8 *buf, int len);
bool card_same(struct card *card, const u8 *buf, size_t len);

int card_verify_fw(struct card *card, unsigned int n)
{
	u8 *new_buf;
	size_t buflen = 0;

	u8 *buf __free(kfree) = kmalloc(16, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	while (n--) {
		int len = card_record_len(card);

		if (len <= 0)
			return -EINVAL;
		new_buf = krealloc(buf, buflen + len, GFP_KERNEL);
		if (!new_buf)
			return -ENOMEM;
		buf = new_buf;
		card_read(card, buf + buflen, len);
		buflen += len;
	}
	if (!card_same(card, buf, buflen))
		return -EIO;
	return 0;
}
