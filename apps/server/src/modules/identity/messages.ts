import { CODE_PURPOSES, type SiteLanguage } from '@storefront/contracts';
import { renderMail, type MailBrand } from '../../platform/mail/layout.js';

/**
 * The verification-code message in the visitor's language; a password-reset code says what it is
 * for. Its text is the SMS; mail gets `codeMail`, the same words in the shop's layout.
 */
export function codeMessage(language: SiteLanguage, shop: string, code: string, minutes: number, purpose?: number) {
  return purpose === CODE_PURPOSES.passwordReset
    ? resetTexts(shop, code, minutes)[language]
    : loginTexts(shop, code, minutes)[language];
}

function loginTexts(
  shop: string,
  code: string,
  minutes: number,
): Record<SiteLanguage, { subject: string; text: string }> {
  return {
    'en-AU': {
      subject: `${shop}: your verification code`,
      text: `Your ${shop} verification code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
    },
    'zh-CN': {
      subject: `【${shop}】您的验证码`,
      text: `您在 ${shop} 的验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息。`,
    },
    'zh-TW': {
      subject: `【${shop}】您的驗證碼`,
      text: `您在 ${shop} 的驗證碼是 ${code}，${minutes} 分鐘內有效。如非本人操作，請忽略本訊息。`,
    },
    'ko-KR': {
      subject: `[${shop}] 인증번호 안내`,
      text: `${shop} 인증번호는 ${code}입니다. ${minutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메시지를 무시해 주세요.`,
    },
  };
}

function resetTexts(
  shop: string,
  code: string,
  minutes: number,
): Record<SiteLanguage, { subject: string; text: string }> {
  return {
    'en-AU': {
      subject: `${shop}: reset your password`,
      text: `Your code to reset your ${shop} password is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    },
    'zh-CN': {
      subject: `【${shop}】重置密码`,
      text: `您在 ${shop} 重置密码的验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息，您的密码不会改变。`,
    },
    'zh-TW': {
      subject: `【${shop}】重設密碼`,
      text: `您在 ${shop} 重設密碼的驗證碼是 ${code}，${minutes} 分鐘內有效。如非本人操作，請忽略本訊息，您的密碼不會變更。`,
    },
    'ko-KR': {
      subject: `[${shop}] 비밀번호 재설정`,
      text: `${shop} 비밀번호 재설정 인증번호는 ${code}입니다. ${minutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메시지를 무시해 주세요. 비밀번호는 바뀌지 않습니다.`,
    },
  };
}

const MAIL_WORDS: Record<SiteLanguage, { login: string; reset: string; footer: string }> = {
  'en-AU': {
    login: 'Your verification code',
    reset: 'Reset your password',
    footer: '{shop} sent this code because it was asked for on its storefront with this address.',
  },
  'zh-CN': {
    login: '您的验证码',
    reset: '重置密码',
    footer: '有人在 {shop} 的网站上用这个邮箱申请了验证码，因此 {shop} 发送了这封邮件。',
  },
  'zh-TW': {
    login: '您的驗證碼',
    reset: '重設密碼',
    footer: '有人在 {shop} 的網站上用這個電子郵件申請了驗證碼，因此 {shop} 寄送了這封郵件。',
  },
  'ko-KR': {
    login: '인증번호 안내',
    reset: '비밀번호 재설정',
    footer: '{shop} 스토어에서 이 이메일 주소로 인증번호를 요청하여 발송된 메일입니다.',
  },
};

/** The verification-code mail: the code message's words in the shop's layout, the code shown large. */
export function codeMail(
  language: SiteLanguage,
  brand: MailBrand,
  code: string,
  minutes: number,
  purpose?: number,
): { subject: string; text: string; html: string } {
  const shop = brand.shopTitle;
  const message = codeMessage(language, shop, code, minutes, purpose);
  const words = MAIL_WORDS[language];
  const { html, text } = renderMail({
    language,
    brand,
    heading: purpose === CODE_PURPOSES.passwordReset ? words.reset : words.login,
    paragraphs: [message.text],
    code,
    footer: words.footer.replaceAll('{shop}', shop),
  });
  return { subject: message.subject, text, html };
}
