// SPDX-License-Identifier: GPL-2.0-only
/* The unlock label also releases a reference: that cleanup is not a lock,
 * so the goto would stay and mix with a guard. */
#include <linux/errno.h>
#include <linux/mutex.h>

struct session {
	struct mutex lock;
	int id;
};

int session_get_ref(struct session *s);
void session_put_ref(struct session *s);
int session_apply(struct session *s, int id);

int session_set_id(struct session *s, int id)
{
	int ret;

	ret = session_get_ref(s);
	if (ret)
		return ret;
	mutex_lock(&s->lock);
	ret = session_apply(s, id);
	if (ret)
		goto out;
	s->id = id;
out:
	mutex_unlock(&s->lock);
	session_put_ref(s);
	return ret;
}
