import { TOKENS } from "@portal/application";
import { ContainerModule } from "inversify";
import { HmacUnsubscribeTokens } from "./HmacUnsubscribeTokens";
import { type MailSenderOptions, NodemailerMailSender } from "./NodemailerMailSender";

export interface MailModuleOptions extends MailSenderOptions {
  /** The server's secret the unsubscribe links are signed with (a key derived from it). */
  readonly secret: string;
}

/** E-mail: SMTP when SMTP_URL is set, else .eml files in the data folder; and the unsubscribe links. */
export function mailModule(options: MailModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.MailSender).toConstantValue(new NodemailerMailSender(options));
    bind(TOKENS.UnsubscribeTokens).toConstantValue(new HmacUnsubscribeTokens(options.secret));
  });
}
