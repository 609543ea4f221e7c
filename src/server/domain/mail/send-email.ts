import type { DbOrTx } from "../../db/client";
import type { AppServices } from "../../services";
import type { RenderedEmail } from "./templates/email-content";
import { sendMailTask } from "./send-mail-task";

/**
 * Queues a rendered message for delivery and returns the task id. Mail always goes through
 * the durable queue rather than straight to the transport: the caller's request does not wait
 * on SMTP, and a failed send is retried instead of lost. Pass the transaction of the change the
 * message reports, so the message exists exactly when the change does (decision 0011).
 */
export async function sendEmail(
  services: Pick<AppServices, "tasks">,
  tx: DbOrTx,
  to: string,
  rendered: RenderedEmail,
): Promise<string | null> {
  return services.tasks.enqueue(sendMailTask, { to, ...rendered }, { tx });
}
