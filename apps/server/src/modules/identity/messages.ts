import type { SiteLanguage } from '@storefront/contracts';

/** The verification-code message in the visitor's language. */
export function codeMessage(language: SiteLanguage, shop: string, code: string, minutes: number) {
  const texts: Record<SiteLanguage, { subject: string; text: string }> = {
    'en-AU': {
      subject: `${shop}: your verification code`,
      text: `Your ${shop} verification code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
    },
    'zh-CN': {
      subject: `${shop}：您的验证码`,
      text: `您在 ${shop} 的验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息。`,
    },
    'zh-TW': {
      subject: `${shop}：您的驗證碼`,
      text: `您在 ${shop} 的驗證碼是 ${code}，${minutes} 分鐘內有效。如非本人操作，請忽略本訊息。`,
    },
    'ko-KR': {
      subject: `${shop}: 인증번호 안내`,
      text: `${shop} 인증번호는 ${code}입니다. ${minutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메시지를 무시해 주세요.`,
    },
  };
  return texts[language];
}
