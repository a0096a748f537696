import type { CategoryGroup } from '@storefront/contracts';
import { localized, perSiteLanguage } from './localized.js';
import type { Localized } from './localized.js';

/** Ids of the six category groups (spec §3). A subcategory's id is its group id × 100 + its position (1-based). */
export const CATEGORY_GROUP_IDS = {
  admissionTickets: 1,
  activities: 2,
  dayTrips: 3,
  dining: 4,
  hotelPackages: 5,
  groundTransport: 6,
} as const;

const GROUPS: ReadonlyArray<{ id: number; title: Localized; subcategories: readonly Localized[] }> = [
  {
    id: CATEGORY_GROUP_IDS.admissionTickets,
    title: localized('Admission Tickets', '门票', '門票', '입장권'),
    subcategories: [
      localized('Theme Parks', '主题乐园', '主題樂園', '테마파크'),
      localized('Zoos & Wildlife Parks', '动物园与野生动物园', '動物園與野生動物園', '동물원 & 야생동물 공원'),
      localized('Aquariums', '水族馆', '水族館', '아쿠아리움'),
      localized('Museums & Galleries', '博物馆与美术馆', '博物館與美術館', '박물관 & 미술관'),
      localized('Observation Decks', '观景台', '觀景台', '전망대'),
      localized('Attraction Passes', '景点通票', '景點通票', '관광지 패스'),
      localized('Gardens', '花园', '花園', '정원'),
      localized('Historic Sites', '历史遗迹', '歷史古蹟', '유적지'),
      localized('Shows & Performances', '演出表演', '表演節目', '공연'),
      localized('Water Parks', '水上乐园', '水上樂園', '워터파크'),
      localized('Heritage Railways', '复古铁路', '復古鐵路', '헤리티지 철도'),
      localized('Caves & Glow-worms', '溶洞与萤火虫', '鐘乳石洞與螢火蟲', '동굴 & 글로웜'),
    ],
  },
  {
    id: CATEGORY_GROUP_IDS.activities,
    title: localized('Activities', '活动体验', '活動體驗', '액티비티'),
    subcategories: [
      localized('Cruises & Boat Tours', '游轮与游船', '遊輪與遊船', '크루즈 & 보트 투어'),
      localized('Scenic Flights', '观光飞行', '觀光飛行', '관광 비행'),
      localized('Helicopter Tours', '直升机之旅', '直升機之旅', '헬기 투어'),
      localized('Skydiving', '跳伞', '跳傘', '스카이다이빙'),
      localized('Bungy & Swing', '蹦极与高空秋千', '高空彈跳與高空鞦韆', '번지점프 & 스윙'),
      localized('Jet Boating', '喷射快艇', '噴射快艇', '제트보트'),
      localized('Whale & Dolphin Watching', '观鲸与海豚', '賞鯨與海豚', '고래 & 돌고래 관찰'),
      localized('Snorkelling & Diving', '浮潜与潜水', '浮潛與潛水', '스노클링 & 다이빙'),
      localized('Surfing Lessons', '冲浪课程', '衝浪課程', '서핑 강습'),
      localized('Kayaking', '皮划艇', '獨木舟', '카약'),
      localized('White-water Rafting', '激流漂流', '激流泛舟', '래프팅'),
      localized('Hiking & Walks', '徒步健行', '健行步道', '하이킹 & 트레킹'),
      localized('Cycling Tours', '骑行之旅', '單車之旅', '자전거 투어'),
      localized('Skiing & Snow', '滑雪与雪地活动', '滑雪與雪地活動', '스키 & 스노'),
      localized('Hot Air Balloons', '热气球', '熱氣球', '열기구'),
      localized('Wine Tasting', '品酒', '品酒', '와인 시음'),
      localized('Cooking Classes', '烹饪课程', '烹飪課程', '쿠킹 클래스'),
      localized('Fishing', '钓鱼', '釣魚', '낚시'),
      localized('Stargazing Tours', '观星之旅', '觀星之旅', '별 관측 투어'),
    ],
  },
  {
    id: CATEGORY_GROUP_IDS.dayTrips,
    title: localized('Day Trips', '一日游', '一日遊', '일일 투어'),
    subcategories: [
      localized('City Tours', '城市游', '城市遊', '시티 투어'),
      localized('Nature & Wildlife Tours', '自然与野生动物之旅', '自然與野生動物之旅', '자연 & 야생동물 투어'),
      localized('Food & Wine Tours', '美食美酒之旅', '美食美酒之旅', '미식 & 와인 투어'),
      localized('Island Day Trips', '海岛一日游', '海島一日遊', '섬 일일 투어'),
      localized('Private Day Tours', '私人包团一日游', '私人包團一日遊', '프라이빗 일일 투어'),
    ],
  },
  {
    id: CATEGORY_GROUP_IDS.dining,
    title: localized('Dining', '餐饮', '餐飲', '다이닝'),
    subcategories: [
      localized('Buffet', '自助餐', '自助餐', '뷔페'),
      localized('Set Menu', '套餐', '套餐', '세트 메뉴'),
    ],
  },
  {
    id: CATEGORY_GROUP_IDS.hotelPackages,
    title: localized('Hotel Packages', '酒店套餐', '飯店套餐', '호텔 패키지'),
    subcategories: [localized('Stay Packages', '住宿套餐', '住宿套餐', '숙박 패키지')],
  },
  {
    id: CATEGORY_GROUP_IDS.groundTransport,
    title: localized('Ground Transport and Tour Guides', '交通与导游', '交通與導遊', '교통 & 가이드'),
    subcategories: [
      localized('Coach Charter', '包车', '包車', '전세 차량'),
      localized('Private Airport Transfers', '私人机场接送', '私人機場接送', '프라이빗 공항 픽업·샌딩'),
      localized(
        'Public Transport and Carpool Transfers',
        '公共交通与拼车接送',
        '大眾運輸與共乘接送',
        '대중교통 & 합승 이동',
      ),
    ],
  },
];

/** Category groups with their subcategories (spec §3): 6 groups, 42 subcategories. */
export const categories = perSiteLanguage((language): CategoryGroup[] =>
  GROUPS.map((group) => ({
    id: group.id,
    title: group.title[language],
    classificationCollection: group.subcategories.map((title, index) => ({
      id: group.id * 100 + index + 1,
      title: title[language],
    })),
  })),
);
