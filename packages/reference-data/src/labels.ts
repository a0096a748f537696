import type { Label } from '@storefront/contracts';
import { localized, perSiteLanguage } from './localized.js';
import type { Localized } from './localized.js';

/** Ids of the product tags (spec §3), in display order. */
export const TAG_IDS = {
  instantConfirmation: 1,
  discount: 2,
  earlyBirdSpecial: 3,
  seasonal: 4,
  ownerDiscount: 5,
  eVoucher: 6,
  limitedTimePreSale: 7,
  doublePoints: 8,
  tourInMandarin: 9,
  tourInEnglish: 10,
} as const;

/**
 * A product's labels with the "Instant Confirmation" one put in or taken out. The label is the one
 * source of instant confirmation: cards show it, orders follow it, the desk's checkbox sets it.
 */
export function labelsWithInstant(labels: readonly number[], instant: boolean): number[] {
  const rest = labels.filter((id) => id !== TAG_IDS.instantConfirmation);
  return instant ? [TAG_IDS.instantConfirmation, ...rest] : rest;
}

const TAGS: ReadonlyArray<readonly [id: number, title: Localized]> = [
  [TAG_IDS.instantConfirmation, localized('Instant Confirmation', '即时确认', '即時確認', '즉시 확정')],
  [TAG_IDS.discount, localized('Discount', '优惠', '優惠', '할인')],
  [TAG_IDS.earlyBirdSpecial, localized('Early Bird Special', '早鸟优惠', '早鳥優惠', '얼리버드 특가')],
  [TAG_IDS.seasonal, localized('Seasonal', '季节限定', '季節限定', '시즌 한정')],
  [TAG_IDS.ownerDiscount, localized('Owner discount', '商家特惠', '商家特惠', '판매자 특별 할인')],
  [TAG_IDS.eVoucher, localized('E-Voucher', '电子凭证', '電子憑證', '전자 바우처')],
  [TAG_IDS.limitedTimePreSale, localized('Limited time pre-sale', '限时预售', '限時預售', '기간 한정 사전 판매')],
  [TAG_IDS.doublePoints, localized('2X Points', '双倍积分', '雙倍積分', '포인트 2배 적립')],
  [TAG_IDS.tourInMandarin, localized('Tour in Mandarin', '中文导游', '中文導遊', '중국어 가이드 투어')],
  [TAG_IDS.tourInEnglish, localized('Tour in English', '英文导游', '英文導遊', '영어 가이드 투어')],
];

/** Hot topics (spec §3), ids 101 to 124 in the spec's order. */
const HOT_TOPICS: readonly Localized[] = [
  localized('Early Bird Special', '早鸟优惠', '早鳥優惠', '얼리버드 특가'),
  localized('Accommodation', '住宿', '住宿', '숙박'),
  localized('Stargazing', '观星', '觀星', '별 보기'),
  localized('Transfer Service', '接送服务', '接送服務', '픽업·샌딩 서비스'),
  localized('Adventure Activities', '冒险活动', '冒險活動', '어드벤처 액티비티'),
  localized('Scenic Railway', '观光火车', '觀光火車', '관광 열차'),
  localized('Rainforest', '雨林', '雨林', '열대우림'),
  localized('Special Experience', '特色体验', '特色體驗', '이색 체험'),
  localized('Family Outing', '家庭出游', '家庭出遊', '가족 나들이'),
  localized('Date Spots', '约会胜地', '約會勝地', '데이트 명소'),
  localized('Festival Celebration', '节庆活动', '節慶活動', '축제'),
  localized('Watersports', '水上运动', '水上運動', '수상 스포츠'),
  localized('Scenic Flight', '观光飞行', '觀光飛行', '관광 비행'),
  localized('Instagrammable Spot', '网红打卡地', '網美打卡景點', '인생샷 명소'),
  localized('Family-Friendly', '亲子友好', '親子友善', '아이와 함께'),
  localized('Landmark', '地标', '地標', '랜드마크'),
  localized('Boat Tour', '游船', '遊船', '보트 투어'),
  localized('Natural Scenery', '自然风光', '自然風光', '자연 경관'),
  localized('City Sightseeing', '城市观光', '城市觀光', '시내 관광'),
  localized('Botanical Gardens', '植物园', '植物園', '식물원'),
  localized('Famous Restaurants', '人气餐厅', '人氣餐廳', '맛집'),
  localized('Aquariums', '水族馆', '水族館', '아쿠아리움'),
  localized('Theme Park', '主题乐园', '主題樂園', '테마파크'),
  localized('Zoo', '动物园', '動物園', '동물원'),
];
const FIRST_HOT_TOPIC_ID = 101;

/** Product tags (spec §3), ids 1 to 10. */
export const tags = perSiteLanguage((language): Label[] => TAGS.map(([id, title]) => ({ id, title: title[language] })));

/** Hot topics (spec §3), ids 101 to 124. */
export const hotTopics = perSiteLanguage((language): Label[] =>
  HOT_TOPICS.map((title, index) => ({ id: FIRST_HOT_TOPIC_ID + index, title: title[language] })),
);
