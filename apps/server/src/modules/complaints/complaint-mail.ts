import type { ComplaintCategory, SiteLanguage } from '@storefront/contracts';
import { uiText } from '@storefront/reference-data';
import { renderMail, type MailBrand } from '../../platform/mail/layout.js';

export type ComplaintMailFacts = {
  /** The merchant's default language: the merchant reads its own mail in it. */
  language: SiteLanguage;
  brand: MailBrand;
  ocode: string;
  seq: number;
  category: ComplaintCategory;
  text: string;
  /** Absolute links to the photos. */
  photoUrls: string[];
  lastTravelDate: string;
  contact: { lastName: string; firstName: string; email: string; phone: string; country: number | null };
  byVisitor: boolean;
  at: string;
};

const WORDS: Record<
  SiteLanguage,
  {
    subject: (shop: string, seq: number, ocode: string, category: string) => string;
    heading: (ocode: string) => string;
    category: string;
    filed: string;
    by: { visitor: string; member: string };
    returnDate: string;
    customer: string;
    photo: (n: number) => string;
    noPhotos: string;
    reply: string;
    footer: string;
  }
> = {
  'en-AU': {
    subject: (shop, seq, ocode, category) => `${shop}: complaint ${seq} on order ${ocode} (${category})`,
    heading: (ocode) => `A customer reported a problem with order ${ocode}`,
    category: 'Category',
    filed: 'Filed',
    by: { visitor: 'by the guest who booked', member: 'by the member who booked' },
    returnDate: 'Return date',
    customer: 'Customer',
    photo: (n) => `Photo ${n}`,
    noPhotos: 'No photos.',
    reply: 'Reply to the customer through the contact details in this mail.',
    footer: 'Sent to the contact address of {shop} for every complaint filed in its storefront.',
  },
  'zh-CN': {
    subject: (shop, seq, ocode, category) => `【${shop}】订单 ${ocode} 的第 ${seq} 条投诉：${category}`,
    heading: (ocode) => `客户就订单 ${ocode} 反馈了问题`,
    category: '类别',
    filed: '提交时间',
    by: { visitor: '由预订的游客提交', member: '由预订的会员提交' },
    returnDate: '返程日期',
    customer: '客户',
    photo: (n) => `照片 ${n}`,
    noPhotos: '没有照片。',
    reply: '请通过本邮件中的客户联系方式回复客户。',
    footer: '{shop} 的店铺每收到一条投诉，都会发送到 {shop} 的联系邮箱。',
  },
  'zh-TW': {
    subject: (shop, seq, ocode, category) => `【${shop}】訂單 ${ocode} 的第 ${seq} 則投訴：${category}`,
    heading: (ocode) => `客戶就訂單 ${ocode} 回報了問題`,
    category: '類別',
    filed: '提交時間',
    by: { visitor: '由預訂的訪客提交', member: '由預訂的會員提交' },
    returnDate: '回程日期',
    customer: '客戶',
    photo: (n) => `照片 ${n}`,
    noPhotos: '沒有照片。',
    reply: '請透過本郵件中的客戶聯絡方式回覆客戶。',
    footer: '{shop} 的商店每收到一則投訴，都會寄送到 {shop} 的聯絡信箱。',
  },
  'ko-KR': {
    subject: (shop, seq, ocode, category) => `[${shop}] 주문 ${ocode}의 ${seq}번째 불만 접수: ${category}`,
    heading: (ocode) => `고객이 주문 ${ocode}에 대해 문제를 신고했습니다`,
    category: '유형',
    filed: '접수 시각',
    by: { visitor: '예약한 비회원이 접수', member: '예약한 회원이 접수' },
    returnDate: '귀국일',
    customer: '고객',
    photo: (n) => `사진 ${n}`,
    noPhotos: '사진이 없습니다.',
    reply: '이 메일에 있는 고객 연락처로 답변해 주세요.',
    footer: '{shop} 스토어에 접수된 모든 불만은 {shop}의 연락처 이메일로 발송됩니다.',
  },
};

/** `2026-11-23T10:00:00.000Z` → `2026-11-23 10:00 UTC`: the merchant may sit in any time zone. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function categoryTitle(language: SiteLanguage, category: ComplaintCategory): string {
  const titles = (uiText(language).complaint as { categories?: Record<string, unknown> } | undefined)?.categories;
  const title = titles?.[category];
  return typeof title === 'string' ? title : category;
}

/**
 * The mail that tells the merchant of a complaint (its only channel until the back office lists
 * them), in the merchant's own language.
 */
export function complaintMail(f: ComplaintMailFacts): { subject: string; text: string; html: string } {
  const words = WORDS[f.language];
  const shop = f.brand.shopTitle;
  const category = categoryTitle(f.language, f.category);
  const phone = f.contact.phone ? `+${f.contact.country ?? ''} ${f.contact.phone}` : '—';
  const { html, text } = renderMail({
    language: f.language,
    brand: f.brand,
    heading: words.heading(f.ocode),
    paragraphs: [f.text, ...(f.photoUrls.length === 0 ? [words.noPhotos] : []), words.reply],
    facts: [
      { label: words.category, value: category },
      { label: words.filed, value: `${utcMinute(f.at)} ${f.byVisitor ? words.by.visitor : words.by.member}` },
      { label: words.returnDate, value: f.lastTravelDate },
      {
        label: words.customer,
        value: `${f.contact.firstName} ${f.contact.lastName}, ${f.contact.email || '—'}, ${phone}`,
      },
    ],
    links: f.photoUrls.map((url, i) => ({ label: words.photo(i + 1), url })),
    footer: words.footer.replaceAll('{shop}', shop),
  });
  return { subject: words.subject(shop, f.seq, f.ocode, category), text, html };
}
