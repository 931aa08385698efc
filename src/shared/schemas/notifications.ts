import { z } from 'zod';

export const notificationOut = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  /** The page it is about, a path of the site. */
  link: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationOut>;

/** The bell: how many are unread, and the latest ones, newest first. */
export const notificationsOut = z.object({ unread: z.number().int(), items: z.array(notificationOut) });
export type Notifications = z.infer<typeof notificationsOut>;

/** The list was opened: everything up to the newest one shown (its createdAt) is read. */
export const markReadInput = z.object({ upTo: z.iso.datetime() });
export const markReadOut = z.object({ unread: z.number().int() });
