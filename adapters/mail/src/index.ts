export { HmacUnsubscribeTokens } from "./HmacUnsubscribeTokens";
export { type MailModuleOptions, mailModule } from "./modules";
export { emlName, type MailSenderOptions, NodemailerMailSender, SMTP_TIMEOUTS } from "./NodemailerMailSender";
