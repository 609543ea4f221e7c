import { z } from "zod";
import { defineTask } from "../../plugins/tasks/task-queue";
import type { AppServices } from "../../services";

const sendMailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1),
  html: z.string().min(1),
  text: z.string().min(1),
});

export type SendMailPayload = z.infer<typeof sendMailPayload>;

/**
 * Delivers one rendered message. It runs from the durable task queue, so a message accepted
 * by sendEmail survives a restart, and a failed SMTP send is retried with backoff.
 */
export const sendMailTask = defineTask<SendMailPayload, AppServices>({
  name: "mail.send",
  payload: sendMailPayload,
  retryLimit: 5,
  // 10 s doubling over 5 retries covers an SMTP outage of about five minutes.
  retryDelaySeconds: 10,
  // A worker takes one task per poll, so one worker sends one message per poll interval: a sign-up
  // burst (or a posting's invitations) would wait in line. Several send side by side.
  concurrency: () => 4,
  handler: (payload, services) => services.mailTransport.send({ ...payload, from: services.config.mail.from }),
});
