import type { ProductType } from '@storefront/contracts';
import type { Localized } from '@storefront/reference-data';

/**
 * The words the demo catalog is composed from: real attractions with their names in the four
 * site languages, and listing templates per kind of product. `{x}` is the attraction or place a
 * listing is about, `{city}` the town it is in, `{hub}` the town a day trip leaves from.
 */
export const l = (en: string, cn: string, tw: string, ko: string): Localized => ({
  'en-AU': en,
  'zh-CN': cn,
  'zh-TW': tw,
  'ko-KR': ko,
});

export type PoiKind =
  | 'themepark'
  | 'zoo'
  | 'aquarium'
  | 'museum'
  | 'observation'
  | 'garden'
  | 'heritage'
  | 'show'
  | 'waterpark'
  | 'railway'
  | 'cave'
  | 'nature'
  | 'island';

/** An attraction: the city it is in, its kind, its name, and for day trips the town tours leave from. */
export type Poi = { city: string; kind: PoiKind; name: Localized; hub?: string };

export const POIS: readonly Poi[] = [
  // New South Wales
  {
    city: 'au-nsw-sydney',
    kind: 'show',
    name: l('Sydney Opera House', '悉尼歌剧院', '雪梨歌劇院', '시드니 오페라 하우스'),
  },
  {
    city: 'au-nsw-sydney',
    kind: 'observation',
    name: l('Sydney Harbour Bridge Climb', '悉尼海港大桥攀爬', '雪梨港灣大橋攀登', '시드니 하버 브리지 클라임'),
  },
  { city: 'au-nsw-sydney', kind: 'zoo', name: l('Taronga Zoo', '塔龙加动物园', '塔隆加動物園', '타롱가 동물원') },
  {
    city: 'au-nsw-sydney',
    kind: 'aquarium',
    name: l('SEA LIFE Sydney Aquarium', '悉尼海洋生物水族馆', '雪梨海洋生物水族館', '시라이프 시드니 아쿠아리움'),
  },
  { city: 'au-nsw-sydney', kind: 'observation', name: l('Sydney Tower Eye', '悉尼塔', '雪梨塔', '시드니 타워 아이') },
  {
    city: 'au-nsw-sydney',
    kind: 'themepark',
    name: l('Luna Park Sydney', '悉尼月神公园', '雪梨月神公園', '루나 파크 시드니'),
  },
  {
    city: 'au-nsw-sydney',
    kind: 'garden',
    name: l('Royal Botanic Garden Sydney', '悉尼皇家植物园', '雪梨皇家植物園', '시드니 왕립 식물원'),
  },
  {
    city: 'au-nsw-sydney',
    kind: 'museum',
    name: l('Australian Museum', '澳大利亚博物馆', '澳洲博物館', '오스트레일리아 박물관'),
  },
  {
    city: 'au-nsw-bluemountains',
    kind: 'railway',
    name: l('Scenic World Blue Mountains', '蓝山景观世界', '藍山景觀世界', '블루마운틴 시닉 월드'),
    hub: 'au-nsw-sydney',
  },
  {
    city: 'au-nsw-bluemountains',
    kind: 'nature',
    name: l('Blue Mountains and the Three Sisters', '蓝山三姐妹峰', '藍山三姊妹峰', '블루마운틴 세 자매봉'),
    hub: 'au-nsw-sydney',
  },
  {
    city: 'au-nsw-portstephens',
    kind: 'nature',
    name: l('Port Stephens Sand Dunes', '斯蒂芬斯港沙丘', '史蒂芬斯港沙丘', '포트스티븐스 모래 언덕'),
    hub: 'au-nsw-sydney',
  },
  // Queensland
  {
    city: 'au-qld-goldcoast',
    kind: 'themepark',
    name: l('Dreamworld', '梦幻世界主题乐园', '夢幻世界主題樂園', '드림월드'),
  },
  {
    city: 'au-qld-goldcoast',
    kind: 'themepark',
    name: l('Warner Bros. Movie World', '华纳兄弟电影世界', '華納兄弟電影世界', '워너 브라더스 무비 월드'),
  },
  {
    city: 'au-qld-goldcoast',
    kind: 'themepark',
    name: l('Sea World Gold Coast', '黄金海岸海洋世界', '黃金海岸海洋世界', '골드코스트 씨월드'),
  },
  {
    city: 'au-qld-goldcoast',
    kind: 'waterpark',
    name: l("Wet'n'Wild Gold Coast", '黄金海岸激流世界', '黃金海岸激流世界', '웻앤와일드 골드코스트'),
  },
  {
    city: 'au-qld-goldcoast',
    kind: 'observation',
    name: l('SkyPoint Observation Deck', 'SkyPoint观景台', 'SkyPoint觀景台', '스카이포인트 전망대'),
  },
  {
    city: 'au-qld-goldcoast',
    kind: 'zoo',
    name: l('Currumbin Wildlife Sanctuary', '可伦宾野生动物保护区', '可倫賓野生動物保護區', '커럼빈 야생동물 보호구역'),
  },
  {
    city: 'au-qld-brisbane',
    kind: 'zoo',
    name: l('Lone Pine Koala Sanctuary', '龙柏考拉保护区', '龍柏無尾熊保護區', '론파인 코알라 보호구역'),
  },
  {
    city: 'au-qld-sunshinecoast',
    kind: 'zoo',
    name: l('Australia Zoo', '澳大利亚动物园', '澳洲動物園', '오스트레일리아 동물원'),
    hub: 'au-qld-brisbane',
  },
  {
    city: 'au-qld-kuranda',
    kind: 'railway',
    name: l('Kuranda Scenic Railway', '库兰达观光火车', '庫蘭達觀光火車', '쿠란다 관광 열차'),
    hub: 'au-qld-cairns',
  },
  {
    city: 'au-qld-kuranda',
    kind: 'observation',
    name: l('Skyrail Rainforest Cableway', '天空之轨雨林缆车', '天空之軌雨林纜車', '스카이레일 열대우림 케이블웨이'),
    hub: 'au-qld-cairns',
  },
  {
    city: 'au-qld-cairns',
    kind: 'island',
    name: l(
      'Green Island and the Great Barrier Reef',
      '绿岛与大堡礁',
      '綠島與大堡礁',
      '그린 아일랜드와 그레이트 배리어 리프',
    ),
    hub: 'au-qld-cairns',
  },
  {
    city: 'au-qld-daintree',
    kind: 'nature',
    name: l(
      'Daintree Rainforest and Cape Tribulation',
      '丹翠雨林与苦难角',
      '丹翠雨林與苦難角',
      '데인트리 열대우림과 케이프 트리뷸레이션',
    ),
    hub: 'au-qld-cairns',
  },
  {
    city: 'au-qld-whitsundays',
    kind: 'island',
    name: l('Whitehaven Beach', '白天堂海滩', '白天堂海灘', '화이트헤븐 비치'),
    hub: 'au-qld-airliebeach',
  },
  {
    city: 'au-qld-kgari',
    kind: 'nature',
    name: l("K'gari (Fraser Island)", '弗雷泽岛', '費沙島', '크가리(프레이저섬)'),
    hub: 'au-qld-herveybay',
  },
  {
    city: 'au-qld-moretonisland',
    kind: 'island',
    name: l('Moreton Island Tangalooma', '摩顿岛天阁露玛', '摩頓島天閣露瑪', '모튼섬 탕갈루마'),
    hub: 'au-qld-brisbane',
  },
  // Victoria
  {
    city: 'au-vic-melbourne',
    kind: 'observation',
    name: l('Melbourne Skydeck', '墨尔本尤利卡观景台', '墨爾本尤利卡觀景台', '멜버른 스카이덱'),
  },
  { city: 'au-vic-melbourne', kind: 'zoo', name: l('Melbourne Zoo', '墨尔本动物园', '墨爾本動物園', '멜버른 동물원') },
  {
    city: 'au-vic-melbourne',
    kind: 'aquarium',
    name: l(
      'SEA LIFE Melbourne Aquarium',
      '墨尔本海洋生物水族馆',
      '墨爾本海洋生物水族館',
      '시라이프 멜버른 아쿠아리움',
    ),
  },
  {
    city: 'au-vic-melbourne',
    kind: 'museum',
    name: l('Melbourne Museum', '墨尔本博物馆', '墨爾本博物館', '멜버른 박물관'),
  },
  {
    city: 'au-vic-dandenongranges',
    kind: 'railway',
    name: l('Puffing Billy Railway', '普芬比利蒸汽火车', '普芬比利蒸汽火車', '퍼핑 빌리 증기기관차'),
    hub: 'au-vic-melbourne',
  },
  {
    city: 'au-vic-phillipisland',
    kind: 'zoo',
    name: l('Phillip Island Penguin Parade', '菲利普岛企鹅归巢', '菲利普島企鵝歸巢', '필립 아일랜드 펭귄 퍼레이드'),
    hub: 'au-vic-melbourne',
  },
  {
    city: 'au-vic-greatoceanroad',
    kind: 'nature',
    name: l(
      'Great Ocean Road and the Twelve Apostles',
      '大洋路与十二门徒岩',
      '大洋路與十二門徒岩',
      '그레이트 오션 로드와 12사도 바위',
    ),
    hub: 'au-vic-melbourne',
  },
  {
    city: 'au-vic-ballarat',
    kind: 'heritage',
    name: l('Sovereign Hill', '疏芬山金矿小镇', '疏芬山金礦小鎮', '소버린 힐'),
    hub: 'au-vic-melbourne',
  },
  // South Australia, Western Australia, Tasmania, Northern Territory, ACT
  {
    city: 'au-sa-adelaide',
    kind: 'museum',
    name: l('Art Gallery of South Australia', '南澳美术馆', '南澳美術館', '남호주 미술관'),
  },
  {
    city: 'au-sa-kangarooisland',
    kind: 'island',
    name: l('Kangaroo Island', '袋鼠岛', '袋鼠島', '캥거루섬'),
    hub: 'au-sa-adelaide',
  },
  {
    city: 'au-sa-flindersranges',
    kind: 'nature',
    name: l(
      'Flinders Ranges and Wilpena Pound',
      '弗林德斯山脉与威尔皮纳庞德',
      '弗林德斯山脈與威爾皮納龐德',
      '플린더스 산맥과 윌피나 파운드',
    ),
    hub: 'au-sa-adelaide',
  },
  {
    city: 'au-wa-rottnestisland',
    kind: 'island',
    name: l('Rottnest Island', '罗特尼斯岛', '羅特尼斯島', '로트네스트섬'),
    hub: 'au-wa-perth',
  },
  {
    city: 'au-wa-pinnacles',
    kind: 'nature',
    name: l('Pinnacles Desert', '尖峰石阵', '尖峰石陣', '피너클스 사막'),
    hub: 'au-wa-perth',
  },
  {
    city: 'au-wa-fremantle',
    kind: 'heritage',
    name: l('Fremantle Prison', '弗里曼特尔监狱', '費里曼圖監獄', '프리맨틀 교도소'),
    hub: 'au-wa-perth',
  },
  {
    city: 'au-tas-hobart',
    kind: 'museum',
    name: l('MONA Museum of Old and New Art', 'MONA新旧艺术博物馆', 'MONA新舊藝術博物館', '모나 현대미술관'),
  },
  {
    city: 'au-tas-portarthur',
    kind: 'heritage',
    name: l('Port Arthur Historic Site', '亚瑟港历史遗址', '亞瑟港歷史遺址', '포트아서 유적지'),
    hub: 'au-tas-hobart',
  },
  {
    city: 'au-tas-cradlemountain',
    kind: 'nature',
    name: l('Cradle Mountain', '摇篮山', '搖籃山', '크레이들 마운틴'),
    hub: 'au-tas-launceston',
  },
  {
    city: 'au-tas-brunyisland',
    kind: 'island',
    name: l('Bruny Island', '布鲁尼岛', '布魯尼島', '브루니섬'),
    hub: 'au-tas-hobart',
  },
  {
    city: 'au-nt-uluru',
    kind: 'nature',
    name: l(
      'Uluru-Kata Tjuta National Park',
      '乌鲁鲁-卡塔丘塔国家公园',
      '烏魯魯-卡塔丘塔國家公園',
      '울루루-카타추타 국립공원',
    ),
    hub: 'au-nt-uluru',
  },
  {
    city: 'au-nt-kakadu',
    kind: 'nature',
    name: l('Kakadu National Park', '卡卡杜国家公园', '卡卡杜國家公園', '카카두 국립공원'),
    hub: 'au-nt-darwin',
  },
  {
    city: 'au-act-canberra',
    kind: 'museum',
    name: l('Australian War Memorial', '澳大利亚战争纪念馆', '澳洲戰爭紀念館', '호주 전쟁 기념관'),
  },
  // New Zealand
  {
    city: 'nz-auckland-city',
    kind: 'observation',
    name: l('Sky Tower Auckland', '奥克兰天空塔', '奧克蘭天空塔', '오클랜드 스카이 타워'),
  },
  {
    city: 'nz-auckland-city',
    kind: 'aquarium',
    name: l(
      "Kelly Tarlton's SEA LIFE Aquarium",
      '凯利塔尔顿海洋生物水族馆',
      '凱利塔頓海洋生物水族館',
      '켈리 탈튼 시라이프 아쿠아리움',
    ),
  },
  {
    city: 'nz-auckland-waiheke',
    kind: 'island',
    name: l('Waiheke Island', '激流岛', '激流島', '와이헤케섬'),
    hub: 'nz-auckland-city',
  },
  {
    city: 'nz-waikato-hobbiton',
    kind: 'show',
    name: l('Hobbiton Movie Set', '霍比特人村', '哈比屯', '호비튼 무비 세트'),
    hub: 'nz-auckland-city',
  },
  {
    city: 'nz-waikato-waitomo',
    kind: 'cave',
    name: l('Waitomo Glowworm Caves', '怀托摩萤火虫洞', '懷托摩螢火蟲洞', '와이토모 반딧불 동굴'),
    hub: 'nz-auckland-city',
  },
  {
    city: 'nz-rotorua-tepuia',
    kind: 'heritage',
    name: l('Te Puia Geothermal Valley', '蒂普亚地热文化区', '蒂普亞地熱文化區', '테 푸이아 지열 계곡'),
    hub: 'nz-auckland-city',
  },
  {
    city: 'nz-rotorua-waiotapu',
    kind: 'nature',
    name: l('Wai-O-Tapu Thermal Wonderland', '怀奥塔普地热仙境', '懷奧塔普地熱仙境', '와이오타푸 지열 원더랜드'),
    hub: 'nz-rotorua-rotorua',
  },
  {
    city: 'nz-coromandel-cathedralcove',
    kind: 'nature',
    name: l('Cathedral Cove', '教堂湾', '教堂灣', '캐서드럴 코브'),
    hub: 'nz-auckland-city',
  },
  {
    city: 'nz-wellington-city',
    kind: 'museum',
    name: l('Te Papa Museum', '蒂帕帕国家博物馆', '蒂帕帕國家博物館', '테 파파 박물관'),
  },
  {
    city: 'nz-christchurch-christchurch',
    kind: 'museum',
    name: l('International Antarctic Centre', '国际南极中心', '國際南極中心', '국제 남극 센터'),
  },
  {
    city: 'nz-queenstown-queenstown',
    kind: 'observation',
    name: l('Skyline Queenstown Gondola', '皇后镇天际缆车', '皇后鎮天際纜車', '퀸스타운 스카이라인 곤돌라'),
  },
  {
    city: 'nz-fiordland-milfordsound',
    kind: 'nature',
    name: l('Milford Sound', '米尔福德峡湾', '米佛峽灣', '밀포드 사운드'),
    hub: 'nz-queenstown-queenstown',
  },
  {
    city: 'nz-mackenzie-mountcook',
    kind: 'nature',
    name: l('Aoraki / Mount Cook', '库克山', '庫克山', '아오라키 마운트 쿡'),
    hub: 'nz-christchurch-christchurch',
  },
  {
    city: 'nz-mackenzie-laketekapo',
    kind: 'nature',
    name: l(
      'Lake Tekapo and the Church of the Good Shepherd',
      '特卡波湖与好牧羊人教堂',
      '蒂卡波湖與好牧羊人教堂',
      '테카포 호수와 선한 목자의 교회',
    ),
    hub: 'nz-christchurch-christchurch',
  },
  {
    city: 'nz-westcoast-franzjosef',
    kind: 'nature',
    name: l('Franz Josef Glacier', '弗朗茨约瑟夫冰川', '法蘭士約瑟夫冰河', '프란츠 조셉 빙하'),
    hub: 'nz-westcoast-hokitika',
  },
  // Fiji and New Caledonia
  {
    city: 'fj-vitilevu-nadi',
    kind: 'garden',
    name: l('Garden of the Sleeping Giant', '沉睡巨人花园', '沉睡巨人花園', '슬리핑 자이언트 가든'),
  },
  {
    city: 'fj-vitilevu-mamanuca',
    kind: 'island',
    name: l('Mamanuca Islands', '玛玛努卡群岛', '瑪瑪努卡群島', '마마누카 제도'),
    hub: 'fj-vitilevu-denarau',
  },
  {
    city: 'fj-vitilevu-sigatoka',
    kind: 'nature',
    name: l('Sigatoka Sand Dunes', '辛加东卡沙丘', '辛加東卡沙丘', '시가토카 모래 언덕'),
    hub: 'fj-vitilevu-nadi',
  },
  {
    city: 'fj-taveuni-bouma',
    kind: 'nature',
    name: l('Bouma Waterfalls', '布马瀑布', '布馬瀑布', '부마 폭포'),
    hub: 'fj-taveuni-matei',
  },
  {
    city: 'nc-noumea-centre',
    kind: 'museum',
    name: l('Tjibaou Cultural Centre', '芝巴欧文化中心', '芝巴歐文化中心', '치바우 문화센터'),
  },
  {
    city: 'nc-noumea-centre',
    kind: 'aquarium',
    name: l('Aquarium des Lagons', '努美阿潟湖水族馆', '努美阿潟湖水族館', '라군 아쿠아리움'),
  },
  {
    city: 'nc-noumea-amedee',
    kind: 'island',
    name: l('Amédée Island Lighthouse', '阿梅代岛灯塔', '阿梅代島燈塔', '아메데섬 등대'),
    hub: 'nc-noumea-centre',
  },
  {
    city: 'nc-isleofpines-orobay',
    kind: 'nature',
    name: l('Oro Bay Natural Pool', '奥罗湾天然泳池', '奧羅灣天然泳池', '오로 만 천연 수영장'),
    hub: 'nc-isleofpines-kuto',
  },
];

/** Ticket subcategory of each attraction kind (category group 1). */
export const TICKET_SUBCATEGORY: Record<PoiKind, number> = {
  themepark: 101,
  zoo: 102,
  aquarium: 103,
  museum: 104,
  observation: 105,
  garden: 107,
  heritage: 108,
  show: 109,
  waterpark: 110,
  railway: 111,
  cave: 112,
  nature: 108,
  island: 108,
};

/** Hot topics an attraction kind belongs to (ids 101–124). */
export const KIND_TOPICS: Record<PoiKind, number[]> = {
  themepark: [123, 109, 115],
  zoo: [124, 115, 109],
  aquarium: [122, 115, 109],
  museum: [116, 119],
  observation: [116, 114, 119],
  garden: [120, 118],
  heritage: [116, 108],
  show: [116, 108, 114],
  waterpark: [112, 115],
  railway: [106, 118],
  cave: [108, 118],
  nature: [118, 114],
  island: [118, 112, 114],
};

export type PriceKind = 'person' | 'unit';

/** A package variant of a template: its titles and its price as a multiple of the product's base. */
export type PackageVariant = { titles: Localized; factor: number; priceKind?: PriceKind };

export type Template = {
  type: ProductType;
  /** Subcategory id; attraction-based templates take it from the attraction's kind when omitted. */
  subcategory?: number;
  subject: 'poi' | 'city' | 'fixed';
  /** For attraction-based templates: the kinds it fits. For place-based ones: the place ids. */
  kinds?: readonly PoiKind[];
  places?: readonly string[];
  /** Attraction-based templates that need a departure town (`{hub}`). */
  needsHub?: boolean;
  title: Localized;
  subtitle: Localized;
  highlights: readonly Localized[];
  /** Lowest and highest base price in the product currency's major units (adult or per unit). */
  price: readonly [number, number];
  priceKind: PriceKind;
  packages: readonly PackageVariant[];
  topics: readonly number[];
  /** Tags this kind of listing tends to carry. */
  tags: readonly number[];
};

const v = (titles: Localized, factor: number, priceKind?: PriceKind): PackageVariant => ({
  titles,
  factor,
  ...(priceKind ? { priceKind } : {}),
});

const GENERAL = v(l('General Admission', '普通门票', '一般門票', '일반 입장권'), 1);
const FAST_TRACK = v(l('Fast Track Entry', '快速通道票', '快速通關票', '패스트트랙 입장권'), 1.4);
const ANNUAL = v(l('Annual Pass', '年票', '年票', '연간 회원권'), 2.6);
const MORNING = v(l('Morning Session', '上午场', '上午場', '오전 세션'), 1);
const AFTERNOON = v(l('Afternoon Session', '下午场', '下午場', '오후 세션'), 1);
const SUNSET = v(l('Sunset Session', '日落场', '日落場', '선셋 세션'), 1.2);
const STANDARD = v(l('Standard', '标准套餐', '標準方案', '스탠다드'), 1);
const PREMIUM = v(l('Premium with Photos', '尊享套餐含照片', '尊享方案含照片', '프리미엄 (사진 포함)'), 1.45);
const SMALL_GROUP = v(l('Small-Group Tour', '小团游', '小團遊', '소그룹 투어'), 1);
const PRIVATE_TOUR = v(
  l('Private Tour (up to 4 guests)', '私人包团（最多4人）', '私人包團（最多4人）', '프라이빗 투어 (최대 4인)'),
  3.4,
  'unit',
);
const LUNCH = v(l('Lunch', '午餐', '午餐', '런치'), 0.8);
const DINNER = v(l('Dinner', '晚餐', '晚餐', '디너'), 1);
const DELUXE_KING = v(l('Deluxe King Room', '豪华大床房', '豪華大床房', '디럭스 킹룸'), 1);
const FAMILY_SUITE = v(l('Family Suite', '家庭套房', '家庭套房', '패밀리 스위트'), 1.5);
const OCEAN_VIEW_ROOM = v(l('Ocean View Room', '海景房', '海景房', '오션뷰 룸'), 1.3);
const SEDAN = v(l('Sedan (up to 3 passengers)', '轿车（最多3人）', '轎車（最多3人）', '세단 (최대 3인)'), 1);
const VAN = v(l('Van (up to 7 passengers)', '商务车（最多7人）', '商務車（最多7人）', '밴 (최대 7인)'), 1.5);
const COACH = v(
  l('Mini-coach (up to 20 passengers)', '中巴（最多20人）', '中巴（最多20人）', '미니버스 (최대 20인)'),
  2.8,
);
const INTERIOR = v(l('Interior Stateroom', '内舱房', '內艙房', '내측 객실'), 1);
const OCEANVIEW = v(l('Ocean View Stateroom', '海景房', '海景房', '오션뷰 객실'), 1.3);
const BALCONY = v(l('Balcony Stateroom', '阳台房', '陽台房', '발코니 객실'), 1.7);
const TWIN_SHARE = v(l('Twin Share', '双人同住', '雙人同住', '2인 1실'), 1);
const SINGLE_ROOM = v(l('Single Room', '单人房', '單人房', '1인 1실'), 1.45);

const T = {
  instant: 1,
  discount: 2,
  earlyBird: 3,
  seasonal: 4,
  owner: 5,
  voucher: 6,
  presale: 7,
  points: 8,
  mandarin: 9,
  english: 10,
};

const DINING_CITIES = [
  'au-nsw-sydney',
  'au-vic-melbourne',
  'au-qld-goldcoast',
  'au-qld-brisbane',
  'au-qld-cairns',
  'au-wa-perth',
  'au-tas-hobart',
  'nz-auckland-city',
  'nz-queenstown-queenstown',
  'nz-wellington-city',
  'fj-vitilevu-denarau',
  'nc-noumea-ansevata',
];
const STAY_CITIES = [
  'au-qld-goldcoast',
  'au-qld-hamiltonisland',
  'au-qld-portdouglas',
  'au-nsw-sydney',
  'au-vic-melbourne',
  'au-qld-noosa',
  'au-nsw-huntervalley',
  'au-nsw-byronbay',
  'nz-queenstown-queenstown',
  'nz-rotorua-rotorua',
  'nz-wanaka-wanaka',
  'fj-vitilevu-denarau',
  'fj-vitilevu-coralcoast',
  'fj-vitilevu-mamanuca',
  'nc-noumea-ansevata',
  'nc-isleofpines-kanumera',
  'nc-loyaltyislands-lifou',
];
const AIRPORT_CITIES = [
  'au-nsw-sydney',
  'au-vic-melbourne',
  'au-qld-brisbane',
  'au-qld-goldcoast',
  'au-qld-cairns',
  'au-wa-perth',
  'au-sa-adelaide',
  'au-tas-hobart',
  'nz-auckland-city',
  'nz-queenstown-queenstown',
  'nz-christchurch-christchurch',
  'nz-wellington-city',
  'fj-vitilevu-nadi',
  'nc-noumea-centre',
];

export const TEMPLATES: readonly Template[] = [
  // Admission tickets
  {
    type: 'ticket',
    subject: 'poi',
    kinds: [
      'themepark',
      'zoo',
      'aquarium',
      'museum',
      'observation',
      'garden',
      'heritage',
      'show',
      'waterpark',
      'railway',
      'cave',
    ],
    title: l('{x} Admission Ticket', '{x}门票', '{x}門票', '{x} 입장권'),
    subtitle: l(
      'Skip the ticket queue at {x} with an e-ticket for the date you choose',
      '电子门票扫码入园，免去{x}现场排队购票',
      '電子門票掃碼入園，免去{x}現場排隊購票',
      '원하는 날짜의 전자 티켓으로 {x} 매표소 줄 없이 입장',
    ),
    highlights: [
      l(
        'Entry to {x}, one of the best-loved sights of {city}',
        '畅游{x}，{city}最受欢迎的景点之一',
        '暢遊{x}，{city}最受歡迎的景點之一',
        '{city}에서 가장 사랑받는 명소 {x} 입장',
      ),
      l(
        'Show the e-ticket on your phone at the gate',
        '手机出示电子票即可入场',
        '手機出示電子票即可入場',
        '입구에서 휴대폰 전자 티켓 제시',
      ),
      l('Children under 3 enter free', '3岁以下儿童免费', '3歲以下兒童免費', '3세 미만 어린이 무료 입장'),
    ],
    price: [29, 95],
    priceKind: 'person',
    packages: [GENERAL, FAST_TRACK, ANNUAL],
    topics: [],
    tags: [T.instant, T.voucher, T.points],
  },
  {
    type: 'ticket',
    subject: 'poi',
    kinds: ['show', 'heritage', 'museum', 'observation'],
    title: l('{x} Guided Tour', '{x}导览游', '{x}導覽', '{x} 가이드 투어'),
    subtitle: l(
      'See {x} with a guide who knows the stories behind it',
      '跟随专业讲解员深度了解{x}背后的故事',
      '跟隨專業導覽員深入了解{x}背後的故事',
      '전문 가이드와 함께 {x}에 담긴 이야기를 만나는 시간',
    ),
    highlights: [
      l(
        'A 60-minute walk through {x} with a local guide',
        '当地讲解员带领60分钟深度游览{x}',
        '當地導覽員帶領60分鐘深度遊覽{x}',
        '현지 가이드와 함께하는 60분 {x} 투어',
      ),
      l(
        'Areas the general admission does not reach',
        '参观普通门票无法进入的区域',
        '參觀一般門票無法進入的區域',
        '일반 입장으로는 볼 수 없는 공간 관람',
      ),
      l(
        'Tours in English and Mandarin every day',
        '每日提供英文与中文讲解场次',
        '每日提供英文與中文導覽場次',
        '매일 영어·중국어 투어 운영',
      ),
    ],
    price: [39, 120],
    priceKind: 'person',
    packages: [MORNING, AFTERNOON],
    topics: [116],
    tags: [T.instant, T.mandarin, T.english],
  },
  {
    type: 'ticket',
    subcategory: 106,
    subject: 'city',
    places: [
      'au-nsw-sydney',
      'au-vic-melbourne',
      'au-qld-goldcoast',
      'nz-auckland-city',
      'nz-queenstown-queenstown',
      'au-qld-cairns',
    ],
    title: l('{x} Attractions Pass', '{x}景点通票', '{x}景點通票', '{x} 어트랙션 패스'),
    subtitle: l(
      'One pass, the top attractions of {x}, at a saving on single tickets',
      '一票畅玩{x}热门景点，比单独购票更划算',
      '一票暢玩{x}熱門景點，比單獨購票更划算',
      '패스 하나로 {x} 인기 명소를 더 저렴하게',
    ),
    highlights: [
      l(
        'Choose 3 or 5 attractions of {x}',
        '{x}热门景点任选3个或5个',
        '{x}熱門景點任選3個或5個',
        '{x} 명소 3곳 또는 5곳 선택',
      ),
      l(
        'Valid for 30 days after the first visit',
        '首次使用后30天内有效',
        '首次使用後30天內有效',
        '첫 방문 후 30일간 유효',
      ),
      l(
        'Save up to 40% on gate prices',
        '比现场票价最多节省40%',
        '比現場票價最多節省40%',
        '현장 가격 대비 최대 40% 할인',
      ),
    ],
    price: [89, 189],
    priceKind: 'person',
    packages: [
      v(l('3 Attractions', '任选3个景点', '任選3個景點', '3개 명소'), 1),
      v(l('5 Attractions', '任选5个景点', '任選5個景點', '5개 명소'), 1.5),
    ],
    topics: [119, 109],
    tags: [T.instant, T.voucher],
  },
  // Activities
  ...activity(
    202,
    [
      'au-nsw-sydney',
      'au-qld-whitsundays',
      'au-qld-cairns',
      'nz-queenstown-queenstown',
      'nz-mackenzie-mountcook',
      'au-nt-uluru',
      'nz-fiordland-milfordsound',
    ],
    l('{x} Scenic Flight', '{x}观光飞行', '{x}觀光飛行', '{x} 경비행기 관광'),
    l(
      'See {x} from the air on a small-plane flight with window seats for everyone',
      '乘坐小型观光飞机俯瞰{x}，人人都有靠窗座位',
      '搭乘小型觀光飛機俯瞰{x}，人人都有靠窗座位',
      '모두가 창가에 앉는 경비행기로 하늘에서 {x} 감상',
    ),
    [
      l('Window seat for every guest', '每位乘客均为靠窗座位', '每位乘客皆為靠窗座位', '모든 탑승객 창가 좌석'),
      l('Pilot commentary during the flight', '飞行员全程讲解', '機長全程解說', '조종사의 실시간 해설'),
      l('Flights from 30 to 90 minutes', '30至90分钟航线可选', '30至90分鐘航線可選', '30~90분 코스 선택'),
    ],
    [229, 599],
    [113, 114, 108],
    [MORNING, SUNSET],
  ),
  ...activity(
    203,
    [
      'au-nsw-sydney',
      'au-qld-goldcoast',
      'au-vic-melbourne',
      'nz-queenstown-queenstown',
      'nz-westcoast-franzjosef',
      'nz-rotorua-rotorua',
      'fj-vitilevu-nadi',
    ],
    l('{x} Helicopter Tour', '{x}直升机观光之旅', '{x}直升機觀光之旅', '{x} 헬리콥터 투어'),
    l(
      'Lift off over {x} in a helicopter with a landing stop on the best versions of the flight',
      '乘直升机飞越{x}上空，部分航线含落地体验',
      '搭直升機飛越{x}上空，部分航線含落地體驗',
      '헬리콥터로 {x} 상공 비행, 일부 코스 착륙 체험 포함',
    ),
    [
      l(
        'Doors-closed flight suitable for all ages',
        '全封闭机舱，老少皆宜',
        '全封閉機艙，老少咸宜',
        '전 연령 탑승 가능한 밀폐형 기체',
      ),
      l('Free hotel pick-up in the city', '市区酒店免费接送', '市區飯店免費接送', '시내 호텔 무료 픽업'),
      l(
        'Photo stop on the landing flights',
        '落地航线含拍照时间',
        '落地航線含拍照時間',
        '착륙 코스 사진 촬영 시간 포함',
      ),
    ],
    [189, 795],
    [113, 108, 114],
    [STANDARD, PREMIUM],
  ),
  ...activity(
    204,
    [
      'au-nsw-wollongong',
      'au-qld-cairns',
      'au-nsw-byronbay',
      'nz-queenstown-queenstown',
      'nz-taupo-taupo',
      'nz-wanaka-wanaka',
      'nz-westcoast-franzjosef',
    ],
    l('{x} Tandem Skydive', '{x}双人跳伞', '{x}雙人跳傘', '{x} 탠덤 스카이다이빙'),
    l(
      'Jump from up to 15,000 ft over {x}, strapped to an experienced instructor',
      '与资深教练一同从15,000英尺高空跃下，俯瞰{x}',
      '與資深教練一同從15,000英尺高空躍下，俯瞰{x}',
      '숙련된 강사와 함께 {x} 상공 15,000피트에서 점프',
    ),
    [
      l('Up to 60 seconds of freefall', '最长60秒自由落体', '最長60秒自由落體', '최대 60초 자유낙하'),
      l(
        'No experience needed: a 20-minute briefing covers it all',
        '无需经验，20分钟培训即可',
        '無需經驗，20分鐘訓練即可',
        '경험 불필요, 20분 교육 후 바로 점프',
      ),
      l('Video and photo package available', '可加购视频和照片', '可加購影片與照片', '영상·사진 패키지 선택 가능'),
    ],
    [279, 549],
    [105, 108],
    [
      v(l('12,000 ft', '12,000英尺', '12,000英尺', '12,000피트'), 1),
      v(l('15,000 ft', '15,000英尺', '15,000英尺', '15,000피트'), 1.25),
    ],
  ),
  ...activity(
    205,
    ['nz-queenstown-queenstown', 'nz-taupo-taupo', 'au-qld-cairns', 'nz-auckland-city'],
    l('{x} Bungy Jump', '{x}蹦极', '{x}高空彈跳', '{x} 번지점프'),
    l(
      'The classic leap: a bungy jump at {x} with the crew that does it every day',
      '在{x}体验经典蹦极，专业团队全程保障',
      '在{x}體驗經典高空彈跳，專業團隊全程保障',
      '{x}에서 즐기는 정통 번지점프, 전문 크루가 함께',
    ),
    [
      l('Jumps for ages 10 and up', '10岁以上即可参加', '10歲以上即可參加', '10세 이상 참가 가능'),
      l('Certificate and T-shirt included', '含证书与纪念T恤', '含證書與紀念T恤', '인증서와 티셔츠 증정'),
      l('Spectators watch for free', '观众免费观看', '觀眾免費觀看', '관람객 무료 관람'),
    ],
    [149, 299],
    [105, 114],
    [STANDARD, PREMIUM],
  ),
  ...activity(
    206,
    ['nz-queenstown-queenstown', 'nz-taupo-hukafalls', 'au-nsw-sydney', 'au-qld-goldcoast'],
    l('{x} Jet Boat Ride', '{x}喷射快艇', '{x}噴射快艇', '{x} 제트보트'),
    l(
      'Spins, speed and spray: a jet boat ride through {x}',
      '在{x}乘喷射快艇体验360度急转与飞驰',
      '在{x}搭噴射快艇體驗360度急轉與飛馳',
      '{x}에서 360도 회전과 스피드를 즐기는 제트보트',
    ),
    [
      l('Thrilling 360° spins', '惊险360度旋转', '驚險360度旋轉', '짜릿한 360도 스핀'),
      l(
        'Spray jackets and life jackets provided',
        '提供防水外套与救生衣',
        '提供防水外套與救生衣',
        '방수 재킷과 구명조끼 제공',
      ),
      l('Departures every 30 minutes', '每30分钟一班', '每30分鐘一班', '30분마다 출발'),
    ],
    [79, 169],
    [112, 105],
    [STANDARD],
  ),
  ...activity(
    207,
    [
      'au-nsw-sydney',
      'au-qld-herveybay',
      'au-qld-goldcoast',
      'nz-kaikoura-kaikoura',
      'au-nsw-portstephens',
      'nz-bayofislands-paihia',
    ],
    l('{x} Whale Watching Cruise', '{x}观鲸游船', '{x}賞鯨遊船', '{x} 고래 관찰 크루즈'),
    l(
      'Humpbacks, dolphins and seals off {x}, with a marine guide on board',
      '在{x}海域寻找座头鲸、海豚与海豹，船上有海洋讲解员',
      '在{x}海域尋找座頭鯨、海豚與海豹，船上有海洋解說員',
      '해양 가이드와 함께 {x} 앞바다의 혹등고래·돌고래 관찰',
    ),
    [
      l(
        'Whale sighting guarantee: sail again free if none are seen',
        '保证看到鲸鱼，未见可免费再乘',
        '保證看到鯨魚，未見可免費再搭',
        '고래 미관찰 시 무료 재탑승',
      ),
      l('Indoor and outdoor viewing decks', '室内外观景甲板', '室內外觀景甲板', '실내외 전망 데크'),
      l('Season from June to November', '观鲸季为6月至11月', '賞鯨季為6月至11月', '시즌: 6월~11월'),
    ],
    [79, 159],
    [117, 115, 118],
    [MORNING, AFTERNOON],
  ),
  ...activity(
    208,
    [
      'au-qld-cairns',
      'au-qld-portdouglas',
      'au-qld-whitsundays',
      'au-wa-exmouth',
      'fj-taveuni-matei',
      'fj-vitilevu-mamanuca',
      'nc-noumea-amedee',
      'nc-isleofpines-kanumera',
    ],
    l('{x} Snorkelling Trip', '{x}浮潜之旅', '{x}浮潛之旅', '{x} 스노클링 투어'),
    l(
      'Clear water, coral and tropical fish: a guided snorkel at {x}',
      '清澈海水、珊瑚与热带鱼：{x}向导浮潜',
      '清澈海水、珊瑚與熱帶魚：{x}嚮導浮潛',
      '맑은 바다와 산호초, 열대어를 만나는 {x} 가이드 스노클링',
    ),
    [
      l(
        'All snorkel gear and stinger suits included',
        '含全套浮潜装备与防水母衣',
        '含全套浮潛裝備與防水母衣',
        '스노클 장비·스팅어 수트 포함',
      ),
      l(
        'Guide in the water with beginners',
        '初学者有向导下水陪同',
        '初學者有嚮導下水陪同',
        '초보자도 가이드와 함께 입수',
      ),
      l('Lunch and refreshments on board', '船上提供午餐和茶点', '船上提供午餐與茶點', '선상 점심·다과 제공'),
    ],
    [119, 289],
    [112, 118, 114],
    [STANDARD, PREMIUM],
  ),
  ...activity(
    209,
    [
      'au-nsw-sydney',
      'au-qld-goldcoast',
      'au-nsw-byronbay',
      'au-qld-noosa',
      'nz-waikato-raglan',
      'au-wa-margaretriver',
    ],
    l('{x} Surf Lesson', '{x}冲浪课程', '{x}衝浪課程', '{x} 서핑 강습'),
    l(
      'Stand up on your first wave at {x} with a certified surf coach',
      '在{x}跟随认证教练站上人生第一道浪',
      '在{x}跟隨認證教練站上人生第一道浪',
      '{x}에서 공인 코치와 함께 첫 파도 타기',
    ),
    [
      l('Two-hour lesson for beginners', '两小时初学者课程', '兩小時初學者課程', '초보자를 위한 2시간 강습'),
      l('Board and wetsuit included', '含冲浪板和防寒衣', '含衝浪板與防寒衣', '보드와 웻슈트 포함'),
      l('Small groups of up to 8', '小班教学，每班最多8人', '小班教學，每班最多8人', '최대 8명 소그룹'),
    ],
    [65, 119],
    [112, 105],
    [MORNING, AFTERNOON],
  ),
  ...activity(
    210,
    ['au-nsw-sydney', 'nz-tasman-abeltasman', 'nz-fiordland-milfordsound', 'au-nsw-byronbay', 'au-qld-noosa'],
    l('{x} Sea Kayak Tour', '{x}海上皮划艇之旅', '{x}海上獨木舟之旅', '{x} 씨카약 투어'),
    l(
      'Paddle the coves of {x} at water level with a local guide',
      '跟随当地向导划皮划艇探索{x}的海湾',
      '跟隨當地嚮導划獨木舟探索{x}的海灣',
      '현지 가이드와 카약을 타고 {x}의 만 탐험',
    ),
    [
      l(
        'Stable double kayaks, no experience needed',
        '稳定的双人皮划艇，无需经验',
        '穩定的雙人獨木舟，無需經驗',
        '안정적인 2인용 카약, 경험 불필요',
      ),
      l('Wildlife spotting from the water', '近距离观察野生动物', '近距離觀察野生動物', '물 위에서 야생동물 관찰'),
      l('Snacks and dry bags provided', '提供零食和防水袋', '提供點心與防水袋', '간식과 방수 가방 제공'),
    ],
    [89, 189],
    [112, 118],
    [MORNING, SUNSET],
  ),
  ...activity(
    211,
    ['au-qld-cairns', 'nz-rotorua-rotorua', 'nz-queenstown-queenstown', 'au-tas-launceston'],
    l('{x} White-water Rafting', '{x}激流漂流', '{x}激流泛舟', '{x} 래프팅'),
    l(
      'Grade 3 to 5 rapids near {x} with professional river guides',
      '{x}附近3至5级激流，专业河道向导带领',
      '{x}附近3至5級激流，專業河道嚮導帶領',
      '{x} 인근 3~5등급 급류, 전문 리버 가이드 동행',
    ),
    [
      l(
        'All safety gear and wetsuits supplied',
        '提供全套安全装备与潜水衣',
        '提供全套安全裝備與防寒衣',
        '안전 장비·웻슈트 제공',
      ),
      l(
        'Hot shower and BBQ lunch after the river',
        '漂流后热水淋浴与烧烤午餐',
        '泛舟後熱水淋浴與烤肉午餐',
        '래프팅 후 온수 샤워와 바비큐 점심',
      ),
      l('Minimum age 13', '13岁以上可参加', '13歲以上可參加', '13세 이상 참가'),
    ],
    [129, 239],
    [105, 112],
    [STANDARD],
  ),
  ...activity(
    212,
    [
      'au-nsw-bluemountains',
      'au-tas-cradlemountain',
      'nz-ruapehu-tongariro',
      'nz-mackenzie-mountcook',
      'au-vic-grampians',
      'nz-westcoast-franzjosef',
    ],
    l('{x} Guided Day Hike', '{x}向导徒步一日游', '{x}嚮導健行一日遊', '{x} 가이드 동반 데이 하이킹'),
    l(
      'Walk the best trails of {x} with a naturalist guide who knows every bird and fern',
      '跟随博物向导走{x}最美步道，认识沿途鸟类与植物',
      '跟隨自然嚮導走{x}最美步道，認識沿途鳥類與植物',
      '자연 해설 가이드와 {x} 최고의 트레일 걷기',
    ),
    [
      l(
        'Trails chosen for the day’s weather',
        '根据当天天气选择路线',
        '依當天天氣選擇路線',
        '당일 날씨에 맞춘 코스 선택',
      ),
      l('Picnic lunch in the park', '国家公园内野餐午餐', '國家公園內野餐午餐', '국립공원 피크닉 점심'),
      l('Walking poles and rain gear on loan', '提供登山杖和雨具', '提供登山杖與雨具', '등산 스틱·우비 대여'),
    ],
    [119, 259],
    [118, 105],
    [SMALL_GROUP, PRIVATE_TOUR],
  ),
  ...activity(
    213,
    [
      'au-vic-melbourne',
      'au-nsw-sydney',
      'au-sa-barossavalley',
      'nz-centralotago-cromwell',
      'nz-wairarapa-martinborough',
    ],
    l('{x} Bike Tour', '{x}骑行之旅', '{x}單車之旅', '{x} 자전거 투어'),
    l(
      'Ride the lanes and lookouts of {x} on a quality bike or e-bike',
      '骑行或电助力单车穿梭{x}街巷与观景点',
      '騎單車或電動輔助單車穿梭{x}巷弄與觀景點',
      '자전거나 전기자전거로 누비는 {x} 골목과 전망 명소',
    ),
    [
      l(
        'E-bikes available for an easy ride',
        '可选电助力单车，轻松骑行',
        '可選電動輔助單車，輕鬆騎乘',
        '편안한 전기자전거 선택 가능',
      ),
      l('Coffee stop at a local favourite', '途经当地人气咖啡馆', '途經在地人氣咖啡館', '현지 인기 카페 방문'),
      l('Helmet and lock included', '含头盔和车锁', '含安全帽與車鎖', '헬멧·자물쇠 포함'),
    ],
    [69, 149],
    [119, 105],
    [STANDARD, v(l('E-bike', '电助力单车', '電動輔助單車', '전기자전거'), 1.3)],
  ),
  ...activity(
    214,
    [
      'au-nsw-snowymountains',
      'au-vic-mountbuller',
      'nz-queenstown-coronetpeak',
      'nz-queenstown-remarkables',
      'nz-wanaka-cardrona',
      'nz-ruapehu-whakapapa',
    ],
    l('{x} Ski and Snowboard Day Pass', '{x}滑雪单板日票', '{x}滑雪單板日票', '{x} 스키·스노보드 1일권'),
    l(
      'A full day on the slopes of {x}, with rental and a beginner lesson to add',
      '{x}雪场全天滑雪，可加购装备租赁与初学课程',
      '{x}雪場全天滑雪，可加購裝備租借與初學課程',
      '{x} 슬로프에서 하루 종일, 장비 대여·초급 강습 추가 가능',
    ),
    [
      l('Lift pass for all open terrain', '全部开放雪道缆车通票', '全部開放雪道纜車通票', '개장된 전 슬로프 리프트권'),
      l('Ski or snowboard rental option', '可选双板或单板租赁', '可選雙板或單板租借', '스키·보드 대여 옵션'),
      l('Season from June to October', '雪季为6月至10月', '雪季為6月至10月', '시즌: 6월~10월'),
    ],
    [119, 229],
    [105, 111],
    [
      v(l('Lift Pass', '缆车通票', '纜車通票', '리프트권'), 1),
      v(l('Lift Pass and Rental', '缆车通票+装备租赁', '纜車通票+裝備租借', '리프트권 + 장비 대여'), 1.45),
    ],
  ),
  ...activity(
    215,
    [
      'au-vic-yarravalley',
      'au-qld-goldcoast',
      'au-nsw-huntervalley',
      'au-qld-cairns',
      'nz-canterbury-methven',
      'au-act-canberra',
    ],
    l('{x} Sunrise Hot Air Balloon Flight', '{x}日出热气球', '{x}日出熱氣球', '{x} 일출 열기구 비행'),
    l(
      'Drift over {x} at dawn, then toast the landing with breakfast',
      '清晨乘热气球飘过{x}上空，落地后享用早餐',
      '清晨搭熱氣球飄過{x}上空，落地後享用早餐',
      '새벽 {x} 상공을 나는 열기구, 착륙 후 조식',
    ),
    [
      l('About an hour in the air', '约1小时飞行', '約1小時飛行', '약 1시간 비행'),
      l('Champagne breakfast after landing', '落地后香槟早餐', '落地後香檳早餐', '착륙 후 샴페인 조식'),
      l('Flight certificate', '飞行纪念证书', '飛行紀念證書', '비행 인증서'),
    ],
    [289, 459],
    [110, 114, 108],
    [STANDARD, PREMIUM],
  ),
  ...activity(
    216,
    [
      'au-nsw-huntervalley',
      'au-sa-barossavalley',
      'au-vic-yarravalley',
      'au-wa-margaretriver',
      'au-sa-mclarenvale',
      'nz-wairarapa-martinborough',
      'nz-queenstown-gibbston',
      'nz-marlborough-blenheim',
      'au-wa-swanvalley',
    ],
    l('{x} Wine Tasting Tour', '{x}品酒之旅', '{x}品酒之旅', '{x} 와인 테이스팅 투어'),
    l(
      'Cellar doors of {x} with tastings at four wineries and a long lunch',
      '探访{x}四家酒庄品酒，享用悠闲午餐',
      '探訪{x}四家酒莊品酒，享用悠閒午餐',
      '{x} 와이너리 네 곳 시음과 여유로운 점심',
    ),
    [
      l('Tastings at four cellar doors', '四家酒庄品鉴', '四家酒莊品鑑', '와이너리 4곳 시음'),
      l('Cheese and chocolate pairing', '奶酪与巧克力搭配品尝', '起司與巧克力搭配品嚐', '치즈·초콜릿 페어링'),
      l('Hotel pick-up and drop-off', '酒店接送', '飯店接送', '호텔 픽업·샌딩'),
    ],
    [129, 249],
    [108, 110],
    [SMALL_GROUP, PRIVATE_TOUR],
  ),
  ...activity(
    217,
    ['au-nsw-sydney', 'au-vic-melbourne', 'au-sa-adelaide', 'au-tas-hobart', 'nz-auckland-city', 'fj-vitilevu-nadi'],
    l('{x} Cooking Class', '{x}烹饪课程', '{x}烹飪課程', '{x} 쿠킹 클래스'),
    l(
      'Cook with local produce in {x}, then sit down to the meal you made',
      '在{x}用当地食材下厨，再享用自己做的美食',
      '在{x}用在地食材下廚，再享用自己做的料理',
      '{x}의 제철 식재료로 요리하고 직접 만든 음식 즐기기',
    ),
    [
      l('Market visit with the chef', '与主厨一同逛市场', '與主廚一同逛市場', '셰프와 함께하는 시장 투어'),
      l(
        'Three courses, recipes to take home',
        '三道菜，附食谱带回家',
        '三道菜，附食譜帶回家',
        '3코스 요리와 레시피 제공',
      ),
      l('Wine or juice with the meal', '餐配葡萄酒或果汁', '餐配葡萄酒或果汁', '식사와 함께 와인 또는 주스'),
    ],
    [119, 209],
    [108, 109],
    [MORNING, AFTERNOON],
  ),
  ...activity(
    218,
    [
      'au-qld-cairns',
      'au-wa-exmouth',
      'nz-bayofislands-paihia',
      'nz-taupo-taupo',
      'au-sa-portlincoln',
      'fj-vanualevu-savusavu',
    ],
    l('{x} Fishing Charter', '{x}海钓包船', '{x}海釣包船', '{x} 낚시 차터'),
    l(
      'Reef, game or lake fishing out of {x} with an experienced skipper',
      '从{x}出发，资深船长带你礁钓、游钓或湖钓',
      '從{x}出發，資深船長帶你礁釣、遊釣或湖釣',
      '{x}에서 출발, 베테랑 선장과 함께하는 낚시',
    ),
    [
      l('Rods, tackle and bait supplied', '提供钓竿、钓具和鱼饵', '提供釣竿、釣具與魚餌', '낚싯대·채비·미끼 제공'),
      l('Your catch cleaned and bagged', '渔获可代为处理打包', '漁獲可代為處理打包', '잡은 물고기 손질·포장'),
      l('Half-day and full-day trips', '半日与全日行程', '半日與全日行程', '반나절·종일 코스'),
    ],
    [149, 349],
    [112, 108],
    [
      v(l('Half Day', '半日', '半日', '반나절'), 1),
      v(l('Full Day', '全日', '全日', '종일'), 1.7),
      v(l('Private Charter (whole boat)', '整船包租', '整船包租', '선박 전세'), 6, 'unit'),
    ],
  ),
  ...activity(
    219,
    ['nz-mackenzie-laketekapo', 'au-nt-uluru', 'nz-mackenzie-mountcook', 'nz-stewartisland-oban', 'au-sa-cooberpedy'],
    l('{x} Stargazing Experience', '{x}观星体验', '{x}觀星體驗', '{x} 별 관측 체험'),
    l(
      'The southern sky over {x}: telescopes, astronomers and the Milky Way',
      '在{x}仰望南半球星空：专业望远镜与天文讲解',
      '在{x}仰望南半球星空：專業望遠鏡與天文解說',
      '{x}의 남반구 밤하늘, 천체망원경과 천문 해설',
    ),
    [
      l('Dark Sky Reserve skies', '国际暗夜保护区星空', '國際暗空保護區星空', '국제 밤하늘 보호구역'),
      l(
        'Astronomer-guided telescope viewing',
        '天文学家指导望远镜观测',
        '天文學家指導望遠鏡觀測',
        '천문학자 안내 망원경 관측',
      ),
      l(
        'Warm jackets and hot chocolate provided',
        '提供保暖外套与热巧克力',
        '提供保暖外套與熱可可',
        '방한 재킷과 핫초코 제공',
      ),
    ],
    [99, 229],
    [103, 110, 114],
    [STANDARD, PREMIUM],
  ),
  ...activity(
    201,
    [
      'au-nsw-sydney',
      'nz-auckland-city',
      'au-tas-hobart',
      'au-wa-perth',
      'nz-bayofislands-paihia',
      'fj-vitilevu-denarau',
      'nc-noumea-baiedescitrons',
    ],
    l('{x} Harbour Cruise', '{x}港湾游船', '{x}港灣遊船', '{x} 하버 크루즈'),
    l(
      'Sail past the landmarks of {x} with commentary and drinks on deck',
      '乘船游览{x}地标，甲板上有讲解与饮品',
      '搭船遊覽{x}地標，甲板上有解說與飲品',
      '해설과 음료를 즐기며 {x}의 랜드마크를 지나는 크루즈',
    ),
    [
      l('Live commentary on board', '船上现场讲解', '船上現場解說', '선상 라이브 해설'),
      l('Open-air upper deck', '露天上层甲板', '露天上層甲板', '오픈 에어 상부 데크'),
      l('Sunset sailings with canapés', '日落航班含精致小食', '日落航班含精緻小點', '선셋 크루즈 카나페 제공'),
    ],
    [45, 129],
    [117, 110, 119],
    [STANDARD, SUNSET],
  ),
  // Day trips
  {
    type: 'daytrip',
    subcategory: 301,
    subject: 'city',
    places: [
      'au-nsw-sydney',
      'au-vic-melbourne',
      'au-qld-brisbane',
      'au-sa-adelaide',
      'au-wa-perth',
      'au-tas-hobart',
      'au-act-canberra',
      'au-nt-darwin',
      'nz-auckland-city',
      'nz-wellington-city',
      'nz-christchurch-christchurch',
      'nc-noumea-centre',
      'fj-vitilevu-suva',
    ],
    title: l('{x} City Highlights Tour', '{x}城市精华一日游', '{x}城市精華一日遊', '{x} 시티 하이라이트 투어'),
    subtitle: l(
      'The must-sees of {x} in one easy day, with hotel pick-up',
      '一天玩遍{x}必去景点，含酒店接送',
      '一天玩遍{x}必去景點，含飯店接送',
      '호텔 픽업 포함, 하루에 둘러보는 {x} 필수 명소',
    ),
    highlights: [
      l(
        'Landmarks, lookouts and the best photo spots of {x}',
        '{x}地标、观景台与最佳拍照点',
        '{x}地標、觀景台與最佳拍照點',
        '{x} 랜드마크·전망대·포토 스팟',
      ),
      l('Lunch at a local favourite', '在当地人气餐厅午餐', '在在地人氣餐廳午餐', '현지 맛집에서 점심'),
      l('Guides in English and Mandarin', '英文与中文导游', '英文與中文導遊', '영어·중국어 가이드'),
    ],
    price: [89, 169],
    priceKind: 'person',
    packages: [SMALL_GROUP, PRIVATE_TOUR],
    topics: [119, 116],
    tags: [T.instant, T.english, T.mandarin],
  },
  {
    type: 'daytrip',
    subcategory: 302,
    subject: 'poi',
    kinds: ['nature', 'railway', 'zoo', 'heritage', 'cave', 'show'],
    needsHub: true,
    title: l('{x} Day Trip from {hub}', '{hub}出发：{x}一日游', '{hub}出發：{x}一日遊', '{hub} 출발 {x} 일일 투어'),
    subtitle: l(
      'A full day at {x} with an expert guide, door to door from {hub}',
      '专业导游带领，{hub}往返{x}全天深度游',
      '專業導遊帶領，{hub}往返{x}全天深度遊',
      '전문 가이드와 함께 {hub}에서 왕복하는 {x} 종일 투어',
    ),
    highlights: [
      l(
        'Time to explore {x} at an easy pace',
        '充足时间从容游览{x}',
        '充足時間從容遊覽{x}',
        '{x}를 여유롭게 둘러보는 일정',
      ),
      l('Comfortable coach from {hub}', '{hub}舒适大巴往返', '{hub}舒適巴士往返', '{hub}에서 편안한 전용 버스'),
      l('Lunch and entry fees included', '含午餐与门票', '含午餐與門票', '점심·입장료 포함'),
    ],
    price: [129, 259],
    priceKind: 'person',
    packages: [SMALL_GROUP, PRIVATE_TOUR],
    topics: [118, 114],
    tags: [T.instant, T.english, T.mandarin, T.earlyBird],
  },
  {
    type: 'daytrip',
    subcategory: 303,
    subject: 'city',
    places: [
      'au-nsw-huntervalley',
      'au-vic-yarravalley',
      'au-sa-barossavalley',
      'au-wa-swanvalley',
      'nz-wairarapa-martinborough',
      'nz-auckland-matakana',
      'au-tas-huonvalley',
    ],
    title: l('{x} Food and Wine Day Tour', '{x}美食美酒一日游', '{x}美食美酒一日遊', '{x} 미식·와인 일일 투어'),
    subtitle: l(
      'Cheese, chocolate, cellar doors and a winery lunch in {x}',
      '在{x}品尝奶酪、巧克力与美酒，享用酒庄午餐',
      '在{x}品嚐起司、巧克力與美酒，享用酒莊午餐',
      '{x}에서 치즈·초콜릿·와인 시음과 와이너리 점심',
    ),
    highlights: [
      l(
        'Three wineries and a local producer',
        '三家酒庄与一家当地农场',
        '三家酒莊與一家在地農場',
        '와이너리 3곳과 현지 생산자 방문',
      ),
      l(
        'Two-course lunch with a glass of wine',
        '两道菜午餐配一杯葡萄酒',
        '兩道菜午餐配一杯葡萄酒',
        '와인 한 잔을 곁들인 2코스 점심',
      ),
      l('Small group, no more than 12', '小团出行，不超过12人', '小團出行，不超過12人', '최대 12명 소그룹'),
    ],
    price: [149, 229],
    priceKind: 'person',
    packages: [SMALL_GROUP, PRIVATE_TOUR],
    topics: [121, 108],
    tags: [T.instant, T.english],
  },
  {
    type: 'daytrip',
    subcategory: 304,
    subject: 'poi',
    kinds: ['island'],
    needsHub: true,
    title: l(
      '{x} Island Day Trip from {hub}',
      '{hub}出发：{x}海岛一日游',
      '{hub}出發：{x}海島一日遊',
      '{hub} 출발 {x} 섬 일일 투어',
    ),
    subtitle: l(
      'Ferry, beaches and a relaxed lunch: {x} in a day from {hub}',
      '搭渡轮前往{x}，沙滩漫步与悠闲午餐',
      '搭渡輪前往{x}，沙灘漫步與悠閒午餐',
      '페리를 타고 떠나는 {x}, 해변과 여유로운 점심',
    ),
    highlights: [
      l('Return ferry from {hub}', '{hub}往返渡轮', '{hub}往返渡輪', '{hub} 왕복 페리'),
      l('Swim and snorkel off white-sand beaches', '白沙滩游泳与浮潜', '白沙灘游泳與浮潛', '백사장에서 수영·스노클링'),
      l('Island lunch included', '含岛上午餐', '含島上午餐', '섬에서 점심 포함'),
    ],
    price: [99, 219],
    priceKind: 'person',
    packages: [STANDARD, PREMIUM],
    topics: [118, 112, 114],
    tags: [T.instant, T.voucher],
  },
  {
    type: 'daytrip',
    subcategory: 305,
    subject: 'city',
    places: [
      'au-nsw-sydney',
      'au-vic-melbourne',
      'au-qld-goldcoast',
      'au-qld-cairns',
      'au-wa-perth',
      'nz-auckland-city',
      'nz-queenstown-queenstown',
      'nz-christchurch-christchurch',
      'nz-rotorua-rotorua',
      'fj-vitilevu-nadi',
      'nc-noumea-centre',
    ],
    title: l(
      '{x} Private Day Tour with Chinese-speaking Guide',
      '{x}私人包团一日游（中文导游）',
      '{x}私人包團一日遊（中文導遊）',
      '{x} 프라이빗 일일 투어 (중국어 가이드)',
    ),
    subtitle: l(
      'Your own car, driver-guide and itinerary around {x}',
      '专车专导，{x}行程随心定制',
      '專車專導，{x}行程隨心客製',
      '전용 차량과 드라이버 가이드, 내 마음대로 짜는 {x} 일정',
    ),
    highlights: [
      l('Up to 10 hours with your guide', '最长10小时包车服务', '最長10小時包車服務', '최대 10시간 가이드 동행'),
      l(
        'Itinerary planned with you before the day',
        '出发前与您共同规划行程',
        '出發前與您共同規劃行程',
        '출발 전 일정 함께 계획',
      ),
      l('Child seats on request', '可按需提供儿童座椅', '可依需求提供兒童座椅', '요청 시 카시트 제공'),
    ],
    price: [590, 1290],
    priceKind: 'unit',
    packages: [SEDAN, VAN],
    topics: [108, 119],
    tags: [T.mandarin, T.owner],
  },
  // Dining
  ...dining(
    401,
    l('{x} Seafood Buffet Dinner', '{x}海鲜自助晚餐', '{x}海鮮自助晚餐', '{x} 해산물 뷔페 디너'),
    l(
      'Prawns, oysters, crab and carvery at one of the best-loved buffets in {x}',
      '在{x}人气自助餐厅畅享大虾、生蚝、螃蟹与烤肉',
      '在{x}人氣自助餐廳暢享大蝦、生蠔、螃蟹與烤肉',
      '{x} 인기 뷔페에서 즐기는 새우·굴·게·카버리',
    ),
    [
      l('Fresh seafood bar', '新鲜海鲜吧', '新鮮海鮮吧', '신선한 해산물 바'),
      l(
        'Dessert station with chocolate fountain',
        '甜品台与巧克力喷泉',
        '甜點台與巧克力噴泉',
        '초콜릿 분수 디저트 코너',
      ),
      l('Children’s prices for ages 4 to 12', '4至12岁儿童优惠价', '4至12歲兒童優惠價', '4~12세 어린이 요금'),
    ],
    [69, 139],
  ),
  ...dining(
    402,
    l('{x} Fine Dining Set Menu', '{x}高级餐厅套餐', '{x}高級餐廳套餐', '{x} 파인다이닝 세트 메뉴'),
    l(
      'A seasonal tasting menu in {x}, built on local produce',
      '{x}时令品鉴菜单，精选当地食材',
      '{x}時令品鑑菜單，精選在地食材',
      '{x} 제철 식재료로 만든 테이스팅 코스',
    ),
    [
      l('Five courses from the chef', '主厨五道菜品鉴', '主廚五道菜品鑑', '셰프의 5코스'),
      l('Matched wines available', '可加配佐餐葡萄酒', '可加配佐餐葡萄酒', '와인 페어링 선택 가능'),
      l('Window table on request', '可预约靠窗座位', '可預約靠窗座位', '창가 좌석 요청 가능'),
    ],
    [119, 229],
  ),
  ...dining(
    402,
    l('{x} Waterfront High Tea', '{x}海滨下午茶', '{x}海濱下午茶', '{x} 워터프런트 애프터눈 티'),
    l(
      'Scones, sandwiches and sweets with a water view in {x}',
      '在{x}水岸边享用司康、三明治与精致甜点',
      '在{x}水岸邊享用司康、三明治與精緻甜點',
      '{x} 물가에서 스콘·샌드위치·디저트',
    ),
    [
      l('Three-tier stand for each guest', '每位一份三层点心架', '每位一份三層點心架', '1인 3단 트레이'),
      l('Free-flow tea and coffee', '茶与咖啡无限续杯', '茶與咖啡無限續杯', '차·커피 무제한'),
      l('Sparkling wine upgrade', '可升级起泡酒', '可升級氣泡酒', '스파클링 와인 업그레이드'),
    ],
    [55, 95],
  ),
  // Hotel packages
  ...stay(
    l(
      '{x} Two-Night Stay with Daily Breakfast',
      '{x}两晚住宿含每日早餐',
      '{x}兩晚住宿含每日早餐',
      '{x} 2박 숙박 + 조식 포함',
    ),
    l(
      'Two nights in a four-star hotel in {x}, breakfast for two each morning',
      '{x}四星级酒店两晚，每日双人早餐',
      '{x}四星級飯店兩晚，每日雙人早餐',
      '{x} 4성급 호텔 2박, 매일 2인 조식',
    ),
    [
      l('Two nights for two adults', '两晚，两位成人', '兩晚，兩位成人', '성인 2인 2박'),
      l('Daily buffet breakfast', '每日自助早餐', '每日自助早餐', '매일 조식 뷔페'),
      l('Late check-out at 1 pm', '延迟退房至下午1点', '延遲退房至下午1點', '오후 1시 레이트 체크아웃'),
    ],
    [359, 699],
    [102, 110],
  ),
  ...stay(
    l('{x} Family Getaway, Three Nights', '{x}亲子度假三晚套餐', '{x}親子度假三晚套餐', '{x} 가족 여행 3박 패키지'),
    l(
      'Three nights in {x} with a family room, kids club and a welcome treat',
      '{x}家庭房三晚，含儿童俱乐部与欢迎礼',
      '{x}家庭房三晚，含兒童俱樂部與歡迎禮',
      '{x} 패밀리룸 3박, 키즈클럽·웰컴 기프트 포함',
    ),
    [
      l('Kids stay and eat free', '儿童免费住宿与用餐', '兒童免費住宿與用餐', '어린이 숙박·식사 무료'),
      l('Kids club included', '含儿童俱乐部', '含兒童俱樂部', '키즈클럽 포함'),
      l('Pool and beach activities', '泳池与沙滩活动', '泳池與沙灘活動', '수영장·해변 액티비티'),
    ],
    [699, 1290],
    [102, 115, 109],
  ),
  ...stay(
    l('{x} Romantic Escape with Spa', '{x}浪漫SPA度假套餐', '{x}浪漫SPA度假套餐', '{x} 로맨틱 스파 패키지'),
    l(
      'A couples’ retreat in {x}: ocean-view room, spa treatment and dinner',
      '{x}情侣度假：景观房、SPA理疗与浪漫晚餐',
      '{x}情侶度假：景觀房、SPA療程與浪漫晚餐',
      '{x} 커플 휴가: 뷰 객실, 스파 트리트먼트, 디너',
    ),
    [
      l('60-minute spa treatment for two', '双人60分钟SPA', '雙人60分鐘SPA', '2인 60분 스파'),
      l('Three-course dinner on the first night', '首晚三道菜晚餐', '首晚三道菜晚餐', '첫날 밤 3코스 디너'),
      l('Bottle of sparkling wine on arrival', '入住赠送起泡酒一瓶', '入住贈送氣泡酒一瓶', '도착 시 스파클링 와인 1병'),
    ],
    [499, 990],
    [102, 110, 108],
  ),
  // Ground transport and tour guides
  {
    type: 'transport',
    subcategory: 602,
    subject: 'city',
    places: AIRPORT_CITIES,
    title: l('{x} Airport Private Transfer', '{x}机场私人接送机', '{x}機場私人接送機', '{x} 공항 프라이빗 픽업·샌딩'),
    subtitle: l(
      'Met at arrivals with a name sign, driven straight to your hotel in {x}',
      '接机举牌迎接，直送{x}酒店',
      '接機舉牌迎接，直送{x}飯店',
      '입국장 네임 피켓 미팅 후 {x} 호텔까지 바로',
    ),
    highlights: [
      l(
        'Flight tracking: no charge for delays',
        '实时追踪航班，延误不加价',
        '即時追蹤航班，延誤不加價',
        '항공편 추적, 지연 시 추가 요금 없음',
      ),
      l('60 minutes of free waiting time', '免费等候60分钟', '免費等候60分鐘', '60분 무료 대기'),
      l('Mandarin-speaking drivers on request', '可安排中文司机', '可安排中文司機', '중국어 가능 기사 요청 가능'),
    ],
    price: [79, 189],
    priceKind: 'unit',
    packages: [SEDAN, VAN, COACH],
    topics: [104],
    tags: [T.instant, T.mandarin],
  },
  {
    type: 'transport',
    subcategory: 601,
    subject: 'city',
    places: [
      'au-nsw-sydney',
      'au-vic-melbourne',
      'au-qld-goldcoast',
      'au-qld-brisbane',
      'au-wa-perth',
      'nz-auckland-city',
      'nz-queenstown-queenstown',
      'nz-christchurch-christchurch',
      'fj-vitilevu-nadi',
    ],
    title: l(
      '{x} Private Charter with Driver, 8 Hours',
      '{x}包车游（8小时）',
      '{x}包車遊（8小時）',
      '{x} 기사 포함 차량 대절 (8시간)',
    ),
    subtitle: l(
      'A car and driver for the day in {x}: go where you like, stop when you like',
      '{x}整日包车，想去哪就去哪',
      '{x}整日包車，想去哪就去哪',
      '{x}에서 하루 동안 전용 차량과 기사, 원하는 곳 어디든',
    ),
    highlights: [
      l('Eight hours, 200 km included', '8小时，含200公里', '8小時，含200公里', '8시간, 200km 포함'),
      l(
        'Fuel, tolls and parking included',
        '含油费、过路费与停车费',
        '含油資、過路費與停車費',
        '유류비·통행료·주차비 포함',
      ),
      l('Extra hours at a fixed rate', '超时按固定价格计费', '超時依固定價格計費', '추가 시간 정액 요금'),
    ],
    price: [520, 980],
    priceKind: 'unit',
    packages: [SEDAN, VAN, COACH],
    topics: [104, 119],
    tags: [T.mandarin, T.owner],
  },
  {
    type: 'transport',
    subcategory: 601,
    subject: 'city',
    places: [
      'au-nsw-sydney',
      'au-vic-melbourne',
      'au-qld-goldcoast',
      'nz-auckland-city',
      'nz-queenstown-queenstown',
      'au-qld-cairns',
    ],
    title: l(
      '{x} Chinese-speaking Private Guide, Full Day',
      '{x}中文私人导游（全天）',
      '{x}中文私人導遊（全天）',
      '{x} 중국어 전문 가이드 (종일)',
    ),
    subtitle: l(
      'A licensed local guide who shows you {x} in your language',
      '持证当地导游用中文带您深度游{x}',
      '持證在地導遊用中文帶您深度遊{x}',
      '공인 현지 가이드와 모국어로 즐기는 {x}',
    ),
    highlights: [
      l('Eight hours of guiding', '8小时导游服务', '8小時導遊服務', '8시간 가이드 서비스'),
      l('Walking or with your own car', '步行或自驾均可陪同', '步行或自駕皆可陪同', '도보 또는 차량 동행'),
      l(
        'Restaurant and shopping tips from a local',
        '当地人推荐餐厅与购物',
        '在地人推薦餐廳與購物',
        '현지인 추천 맛집·쇼핑',
      ),
    ],
    price: [390, 690],
    priceKind: 'unit',
    packages: [
      v(l('Full Day (8 hours)', '全天（8小时）', '全天（8小時）', '종일 (8시간)'), 1),
      v(l('Half Day (4 hours)', '半天（4小时）', '半天（4小時）', '반나절 (4시간)'), 0.6),
    ],
    topics: [119, 108],
    tags: [T.mandarin],
  },
  {
    type: 'transport',
    subcategory: 603,
    subject: 'city',
    places: [
      'au-nsw-sydney',
      'au-vic-melbourne',
      'au-qld-brisbane',
      'au-qld-goldcoast',
      'au-wa-perth',
      'au-tas-hobart',
      'nz-auckland-city',
      'nz-christchurch-christchurch',
      'nz-queenstown-queenstown',
    ],
    title: l(
      '{x} Hop-On Hop-Off Bus Pass',
      '{x}观光巴士随上随下通票',
      '{x}觀光巴士隨上隨下通票',
      '{x} 홉온 홉오프 버스 패스',
    ),
    subtitle: l(
      'Open-top sightseeing buses around {x}, get on and off as you like',
      '乘坐敞篷观光巴士环游{x}，随上随下',
      '搭乘敞篷觀光巴士環遊{x}，隨上隨下',
      '오픈탑 투어버스로 {x} 일주, 자유롭게 승하차',
    ),
    highlights: [
      l('Stops at every major sight of {x}', '停靠{x}各大景点', '停靠{x}各大景點', '{x} 주요 명소 모두 정차'),
      l('Audio guide in eight languages', '八种语言语音导览', '八種語言語音導覽', '8개 국어 오디오 가이드'),
      l('24- and 48-hour passes', '24小时与48小时通票', '24小時與48小時通票', '24시간·48시간 패스'),
    ],
    price: [45, 79],
    priceKind: 'person',
    packages: [
      v(l('24-hour Pass', '24小时通票', '24小時通票', '24시간 패스'), 1),
      v(l('48-hour Pass', '48小时通票', '48小時通票', '48시간 패스'), 1.35),
    ],
    topics: [119, 116],
    tags: [T.instant, T.voucher],
  },
  {
    type: 'transport',
    subcategory: 603,
    subject: 'city',
    places: [
      'au-qld-goldcoast',
      'au-qld-cairns',
      'nz-queenstown-queenstown',
      'fj-vitilevu-nadi',
      'nc-noumea-centre',
      'au-nt-uluru',
    ],
    title: l('{x} Shared Airport Shuttle', '{x}机场拼车接送', '{x}機場共乘接送', '{x} 공항 합승 셔틀'),
    subtitle: l(
      'A seat on the shared shuttle between the airport and hotels in {x}',
      '机场与{x}酒店之间的拼车座位',
      '機場與{x}飯店之間的共乘座位',
      '공항과 {x} 호텔 사이 합승 셔틀 좌석',
    ),
    highlights: [
      l('Door-to-door to most hotels', '送达大多数酒店门口', '送達大多數飯店門口', '대부분 호텔 앞까지'),
      l('Meets every scheduled flight', '对接所有定期航班', '對接所有定期航班', '모든 정기 항공편 연계'),
      l(
        'One large suitcase and one carry-on per person',
        '每人一件大行李和一件手提行李',
        '每人一件大行李與一件手提行李',
        '1인당 큰 가방 1개·기내 가방 1개',
      ),
    ],
    price: [19, 45],
    priceKind: 'person',
    packages: [v(l('One Way', '单程', '單程', '편도'), 1), v(l('Return', '往返', '來回', '왕복'), 1.8)],
    topics: [104],
    tags: [T.instant, T.voucher],
  },
];

/** Activities of one subcategory: place-based, per person. */
function activity(
  subcategory: number,
  places: readonly string[],
  title: Localized,
  subtitle: Localized,
  highlights: readonly Localized[],
  price: readonly [number, number],
  topics: readonly number[],
  packages: readonly PackageVariant[],
): Template[] {
  return [
    {
      type: 'activity',
      subcategory,
      subject: 'city',
      places,
      title,
      subtitle,
      highlights,
      price,
      priceKind: 'person',
      packages,
      topics,
      tags: [T.instant, T.english, T.voucher, T.points],
    },
  ];
}

function dining(
  subcategory: number,
  title: Localized,
  subtitle: Localized,
  highlights: readonly Localized[],
  price: readonly [number, number],
): Template[] {
  return [
    {
      type: 'dining',
      subcategory,
      subject: 'city',
      places: DINING_CITIES,
      title,
      subtitle,
      highlights,
      price,
      priceKind: 'person',
      packages: subcategory === 401 ? [DINNER, LUNCH] : [DINNER],
      topics: [121, 110],
      tags: [T.instant, T.voucher],
    },
  ];
}

function stay(
  title: Localized,
  subtitle: Localized,
  highlights: readonly Localized[],
  price: readonly [number, number],
  topics: readonly number[],
): Template[] {
  return [
    {
      type: 'hotelpackage',
      subcategory: 501,
      subject: 'city',
      places: STAY_CITIES,
      title,
      subtitle,
      highlights,
      price,
      priceKind: 'unit',
      packages: [DELUXE_KING, OCEAN_VIEW_ROOM, FAMILY_SUITE],
      topics,
      tags: [T.instant, T.earlyBird, T.presale, T.points],
    },
  ];
}

/** A cruise or holiday package: a fixed listing with its own titles. */
export type FixedListing = {
  type: 'cruise' | 'package';
  subcategory: number;
  city: string;
  nights: number;
  title: Localized;
  subtitle: Localized;
  highlights: readonly Localized[];
  price: number;
  packages: readonly PackageVariant[];
  topics: readonly number[];
};

const CRUISE_PACKAGES = [INTERIOR, OCEANVIEW, BALCONY];
const cruise = (
  city: string,
  nights: number,
  title: Localized,
  subtitle: Localized,
  highlights: readonly Localized[],
  price: number,
): FixedListing => ({
  type: 'cruise',
  subcategory: 201,
  city,
  nights,
  title,
  subtitle,
  highlights,
  price,
  packages: CRUISE_PACKAGES,
  topics: [117, 102, 110],
});
const holiday = (
  city: string,
  nights: number,
  title: Localized,
  subtitle: Localized,
  highlights: readonly Localized[],
  price: number,
): FixedListing => ({
  type: 'package',
  subcategory: 501,
  city,
  nights,
  title,
  subtitle,
  highlights,
  price,
  packages: [TWIN_SHARE, SINGLE_ROOM],
  topics: [102, 104, 109],
});

const ONBOARD = l(
  'All meals, entertainment and port talks on board',
  '船上全部餐食、娱乐与港口讲座',
  '船上全部餐食、娛樂與港口講座',
  '선내 식사·엔터테인먼트·기항지 설명회 포함',
);
const KIDS_CLUB = l('Kids club for ages 3 to 17', '3至17岁儿童俱乐部', '3至17歲兒童俱樂部', '3~17세 키즈클럽');
const HOTELS = l(
  'Handpicked four-star hotels with breakfast',
  '精选四星级酒店含早餐',
  '精選四星級飯店含早餐',
  '엄선한 4성급 호텔, 조식 포함',
);
const GUIDE = l('Bilingual tour leader throughout', '全程双语领队', '全程雙語領隊', '전 일정 2개 국어 인솔자');

export const FIXED_LISTINGS: readonly FixedListing[] = [
  cruise(
    'au-nsw-sydney',
    7,
    l(
      '7-Night South Pacific Cruise: Nouméa, Lifou and Isle of Pines',
      '南太平洋7晚游轮：努美阿、利富岛与松树岛',
      '南太平洋7晚郵輪：努美阿、利富島與松樹島',
      '남태평양 7박 크루즈: 누메아·리푸·일데팽',
    ),
    l(
      'Round trip from Sydney to the lagoons of New Caledonia',
      '悉尼往返，畅游新喀里多尼亚潟湖',
      '雪梨往返，暢遊新喀里多尼亞潟湖',
      '시드니 왕복, 뉴칼레도니아 라군 여행',
    ),
    [
      ONBOARD,
      KIDS_CLUB,
      l('Three island ports in seven nights', '七晚停靠三座海岛', '七晚停靠三座海島', '7박 동안 섬 3곳 기항'),
    ],
    1290,
  ),
  cruise(
    'au-qld-brisbane',
    4,
    l('4-Night Moreton Bay Getaway Cruise', '摩顿湾4晚休闲游轮', '摩頓灣4晚休閒郵輪', '모튼 베이 4박 휴양 크루즈'),
    l(
      'A long weekend at sea from Brisbane with a day at Moreton Island',
      '布里斯班出发的海上长周末，含摩顿岛一日',
      '布里斯本出發的海上長週末，含摩頓島一日',
      '브리즈번 출발 주말 크루즈, 모튼섬 하루 포함',
    ),
    [
      ONBOARD,
      KIDS_CLUB,
      l('Dolphin feeding at Tangalooma', '天阁露玛喂海豚', '天閣露瑪餵海豚', '탕갈루마 돌고래 먹이 주기'),
    ],
    699,
  ),
  cruise(
    'nz-fiordland-milfordsound',
    1,
    l('Milford Sound Overnight Cruise', '米尔福德峡湾过夜游轮', '米佛峽灣過夜郵輪', '밀포드 사운드 1박 크루즈'),
    l(
      'Sleep on the fiord after the day boats leave',
      '日间游船离开后，夜宿峡湾',
      '日間遊船離開後，夜宿峽灣',
      '당일 유람선이 떠난 뒤 피오르에서 1박',
    ),
    [
      l('Kayaking and nature talks', '皮划艇与自然讲座', '獨木舟與自然講座', '카약과 자연 해설'),
      l('Three-course buffet dinner', '三道菜自助晚餐', '三道菜自助晚餐', '3코스 뷔페 디너'),
      l('Waterfalls at dawn', '清晨瀑布美景', '清晨瀑布美景', '새벽 폭포 감상'),
    ],
    690,
  ),
  cruise(
    'nz-fiordland-manapouri',
    1,
    l('Doubtful Sound Overnight Cruise', '神奇峡湾过夜游轮', '神奇峽灣過夜郵輪', '다우트풀 사운드 1박 크루즈'),
    l(
      'Lake crossing, mountain pass and a night in the wilderness of Doubtful Sound',
      '横渡湖泊、翻越山口，在神奇峡湾荒野过夜',
      '橫渡湖泊、翻越山口，在神奇峽灣荒野過夜',
      '호수 횡단과 산길 드라이브, 다우트풀 사운드에서 1박',
    ),
    [
      l('Bottlenose dolphins and fur seals', '宽吻海豚与软毛海豹', '寬吻海豚與軟毛海豹', '큰돌고래와 물개'),
      l('Cabins with private bathrooms', '独立卫浴船舱', '獨立衛浴船艙', '전용 욕실 객실'),
      l('All meals on board', '船上全部餐食', '船上全部餐食', '선내 전 식사'),
    ],
    790,
  ),
  cruise(
    'fj-vitilevu-denarau',
    4,
    l('4-Night Yasawa Islands Cruise', '亚萨瓦群岛4晚游轮', '亞薩瓦群島4晚郵輪', '야사와 제도 4박 크루즈'),
    l(
      'Blue Lagoon, village visits and snorkelling from Port Denarau',
      '从德纳劳港出发：蓝色泻湖、村落探访与浮潜',
      '從德納勞港出發：藍色瀉湖、村落探訪與浮潛',
      '데나라우 항 출발: 블루 라군, 마을 방문, 스노클링',
    ),
    [
      ONBOARD,
      l(
        'Sunday church service in a Fijian village',
        '参加斐济村落主日礼拜',
        '參加斐濟村落主日禮拜',
        '피지 마을 주일 예배 참여',
      ),
      l('Snorkel gear and kayaks', '浮潜装备与皮划艇', '浮潛裝備與獨木舟', '스노클 장비·카약'),
    ],
    1890,
  ),
  cruise(
    'au-qld-cairns',
    3,
    l(
      '3-Night Great Barrier Reef Expedition Cruise',
      '大堡礁3晚探险游轮',
      '大堡礁3晚探險郵輪',
      '그레이트 배리어 리프 3박 탐험 크루즈',
    ),
    l(
      'Outer reefs and Lizard Island with a marine biologist on board',
      '前往外堡礁与蜥蜴岛，船上有海洋生物学家',
      '前往外堡礁與蜥蜴島，船上有海洋生物學家',
      '해양생물학자와 함께하는 외곽 산호초와 리저드 섬',
    ),
    [
      l(
        'Glass-bottom boat and snorkel stops',
        '玻璃底船与多次浮潜',
        '玻璃底船與多次浮潛',
        '글라스보텀 보트와 스노클링',
      ),
      ONBOARD,
      l('Marine biologist talks', '海洋生物学家讲座', '海洋生物學家講座', '해양생물학자 강연'),
    ],
    2190,
  ),
  cruise(
    'nz-auckland-city',
    12,
    l('12-Night New Zealand Circle Cruise', '新西兰环岛12晚游轮', '紐西蘭環島12晚郵輪', '뉴질랜드 일주 12박 크루즈'),
    l(
      'Bay of Islands, Wellington, Akaroa, Dunedin and the fiords, round trip from Auckland',
      '奥克兰往返：岛屿湾、惠灵顿、阿卡罗阿、但尼丁与峡湾',
      '奧克蘭往返：島嶼灣、威靈頓、阿卡羅阿、但尼丁與峽灣',
      '오클랜드 왕복: 베이오브아일랜즈·웰링턴·아카로아·더니든·피오르',
    ),
    [
      ONBOARD,
      KIDS_CLUB,
      l('Scenic cruising through Fiordland', '峡湾国家公园巡游', '峽灣國家公園巡遊', '피오르드랜드 경관 크루징'),
    ],
    2990,
  ),
  cruise(
    'au-wa-broome',
    10,
    l(
      '10-Night Kimberley Coast Expedition',
      '金伯利海岸10晚探险游轮',
      '金伯利海岸10晚探險郵輪',
      '킴벌리 해안 10박 탐험 크루즈',
    ),
    l(
      'Horizontal Falls, rock art and remote gorges from Broome',
      '布鲁姆出发：水平瀑布、岩画与偏远峡谷',
      '布魯姆出發：水平瀑布、岩畫與偏遠峽谷',
      '브룸 출발: 호라이즌탈 폭포, 암각화, 협곡',
    ),
    [
      l('Zodiac landings every day', '每日冲锋艇登陆', '每日橡皮艇登陸', '매일 조디악 상륙'),
      l('Expert expedition team', '专业探险团队', '專業探險團隊', '전문 탐험 팀'),
      ONBOARD,
    ],
    9890,
  ),
  cruise(
    'au-qld-airliebeach',
    3,
    l(
      '3-Night Whitsundays Tall Ship Sailing',
      '圣灵群岛3晚帆船之旅',
      '聖靈群島3晚帆船之旅',
      '휘트선데이 3박 범선 항해',
    ),
    l(
      'Sail a tall ship to Whitehaven Beach and the fringing reefs',
      '乘高桅帆船前往白天堂海滩与岸礁',
      '搭高桅帆船前往白天堂海灘與岸礁',
      '범선을 타고 화이트헤븐 비치와 산호초로',
    ),
    [
      l('Help hoist the sails', '亲手升帆', '親手升帆', '직접 돛 올리기'),
      l('Snorkelling at Langford Reef', '兰福德礁浮潜', '蘭福德礁浮潛', '랭포드 리프 스노클링'),
      ONBOARD,
    ],
    890,
  ),
  cruise(
    'au-tas-hobart',
    5,
    l(
      '5-Night Tasmanian Wilderness Coast Cruise',
      '塔斯马尼亚荒野海岸5晚游轮',
      '塔斯馬尼亞荒野海岸5晚郵輪',
      '태즈메이니아 야생 해안 5박 크루즈',
    ),
    l(
      'Maria Island, Wineglass Bay and Port Arthur by small ship',
      '小型游轮畅游玛丽亚岛、酒杯湾与亚瑟港',
      '小型郵輪暢遊瑪麗亞島、酒杯灣與亞瑟港',
      '소형 크루즈로 마리아섬·와인글라스 베이·포트아서',
    ),
    [
      l('Guided walks ashore', '岸上向导徒步', '岸上嚮導健行', '기항지 가이드 워킹'),
      l(
        'Tasmanian produce at every meal',
        '每餐塔斯马尼亚本地食材',
        '每餐塔斯馬尼亞在地食材',
        '매 끼니 태즈메이니아 식재료',
      ),
      ONBOARD,
    ],
    3290,
  ),
  cruise(
    'nz-bayofislands-paihia',
    3,
    l('3-Night Bay of Islands Sailing Cruise', '岛屿湾3晚帆船游', '島嶼灣3晚帆船遊', '베이오브아일랜즈 3박 세일링'),
    l(
      'Island-hopping, dolphins and the Hole in the Rock from Paihia',
      '派希亚出发：跳岛、海豚与穿洞岩',
      '派希亞出發：跳島、海豚與穿洞岩',
      '파이히아 출발: 섬 투어, 돌고래, 홀 인 더 록',
    ),
    [
      l(
        'Swim with wild dolphins (conditions permitting)',
        '与野生海豚共游（视条件而定）',
        '與野生海豚共游（視條件而定）',
        '야생 돌고래와 수영 (상황에 따라)',
      ),
      l('Island walks and beaches', '海岛步道与沙滩', '海島步道與沙灘', '섬 산책과 해변'),
      ONBOARD,
    ],
    1190,
  ),
  cruise(
    'nc-noumea-centre',
    8,
    l(
      '8-Night Loyalty Islands and Vanuatu Cruise',
      '洛亚蒂群岛与瓦努阿图8晚游轮',
      '洛亞蒂群島與萬那杜8晚郵輪',
      '로열티 제도·바누아투 8박 크루즈',
    ),
    l(
      'From Nouméa to Maré, Lifou, Port Vila and Mystery Island',
      '努美阿出发：马雷岛、利富岛、维拉港与神秘岛',
      '努美阿出發：馬雷島、利富島、維拉港與神秘島',
      '누메아 출발: 마레·리푸·포트빌라·미스터리 아일랜드',
    ),
    [ONBOARD, KIDS_CLUB, l('Four island ports', '停靠四座海岛', '停靠四座海島', '섬 4곳 기항')],
    1590,
  ),
  holiday(
    'au-nsw-sydney',
    5,
    l(
      '6-Day Sydney and Blue Mountains Highlights Package',
      '悉尼与蓝山6日精华游',
      '雪梨與藍山6日精華遊',
      '시드니·블루마운틴 6일 하이라이트 패키지',
    ),
    l(
      'Harbour, beaches and mountains: the best of New South Wales in six days',
      '港湾、海滩与山景：六天玩转新南威尔士精华',
      '港灣、海灘與山景：六天玩轉新南威爾斯精華',
      '항구·해변·산: 6일간 즐기는 뉴사우스웨일스',
    ),
    [
      HOTELS,
      GUIDE,
      l(
        'Opera House tour and harbour cruise',
        '歌剧院导览与港湾游船',
        '歌劇院導覽與港灣遊船',
        '오페라 하우스 투어와 하버 크루즈',
      ),
    ],
    1890,
  ),
  holiday(
    'au-qld-goldcoast',
    4,
    l(
      '5-Day Gold Coast Theme Park Family Package',
      '黄金海岸主题乐园5日亲子套餐',
      '黃金海岸主題樂園5日親子套餐',
      '골드코스트 테마파크 5일 가족 패키지',
    ),
    l(
      'Four nights by the beach and unlimited entry to three theme parks',
      '海边酒店四晚，三大主题乐园无限次畅玩',
      '海邊飯店四晚，三大主題樂園無限次暢玩',
      '해변 호텔 4박, 테마파크 3곳 무제한 입장',
    ),
    [
      HOTELS,
      l(
        'Theme park pass for the whole stay',
        '主题乐园通票全程有效',
        '主題樂園通票全程有效',
        '체류 기간 테마파크 패스',
      ),
      l('Airport transfers included', '含机场接送', '含機場接送', '공항 픽업·샌딩 포함'),
    ],
    1490,
  ),
  holiday(
    'au-vic-melbourne',
    4,
    l(
      '5-Day Melbourne and Great Ocean Road Package',
      '墨尔本与大洋路5日游',
      '墨爾本與大洋路5日遊',
      '멜버른·그레이트 오션 로드 5일 패키지',
    ),
    l(
      'Laneways, penguins and the Twelve Apostles',
      '墨尔本街巷、企鹅归巢与十二门徒岩',
      '墨爾本街巷、企鵝歸巢與十二門徒岩',
      '멜버른 골목, 펭귄, 12사도 바위',
    ),
    [
      HOTELS,
      GUIDE,
      l('Phillip Island penguin parade', '菲利普岛企鹅归巢', '菲利普島企鵝歸巢', '필립 아일랜드 펭귄 퍼레이드'),
    ],
    1690,
  ),
  holiday(
    'au-tas-hobart',
    5,
    l('6-Day Tasmania Nature Package', '塔斯马尼亚6日自然之旅', '塔斯馬尼亞6日自然之旅', '태즈메이니아 6일 자연 여행'),
    l(
      'Hobart, Freycinet and Cradle Mountain with a local guide',
      '霍巴特、菲欣纳国家公园与摇篮山，当地向导陪同',
      '荷巴特、菲欣納國家公園與搖籃山，在地嚮導陪同',
      '호바트·프레이시넷·크레이들 마운틴, 현지 가이드 동행',
    ),
    [
      HOTELS,
      GUIDE,
      l('Wineglass Bay lookout walk', '酒杯湾观景台徒步', '酒杯灣觀景台健行', '와인글라스 베이 전망대 트레킹'),
    ],
    2290,
  ),
  holiday(
    'au-nt-uluru',
    3,
    l(
      '4-Day Uluru and Kings Canyon Package',
      '乌鲁鲁与国王峡谷4日游',
      '烏魯魯與國王峽谷4日遊',
      '울루루·킹스캐니언 4일 패키지',
    ),
    l(
      'Sunrise at Uluru, the rim walk at Kings Canyon and dinner under the stars',
      '乌鲁鲁日出、国王峡谷边缘步道与星空晚宴',
      '烏魯魯日出、國王峽谷邊緣步道與星空晚宴',
      '울루루 일출, 킹스캐니언 림 워크, 별빛 디너',
    ),
    [HOTELS, GUIDE, l('Sounds of Silence dinner', '寂静之声星空晚宴', '寂靜之聲星空晚宴', '사운드 오브 사일런스 디너')],
    2490,
  ),
  holiday(
    'nz-queenstown-queenstown',
    4,
    l(
      '5-Day Queenstown and Milford Sound Package',
      '皇后镇与米尔福德峡湾5日游',
      '皇后鎮與米佛峽灣5日遊',
      '퀸스타운·밀포드 사운드 5일 패키지',
    ),
    l(
      'Lakes, fiords and adventure in New Zealand’s South Island',
      '新西兰南岛湖泊、峡湾与冒险之旅',
      '紐西蘭南島湖泊、峽灣與冒險之旅',
      '뉴질랜드 남섬의 호수·피오르·어드벤처',
    ),
    [
      HOTELS,
      GUIDE,
      l(
        'Milford Sound cruise with lunch',
        '米尔福德峡湾游船含午餐',
        '米佛峽灣遊船含午餐',
        '밀포드 사운드 크루즈와 점심',
      ),
    ],
    2390,
  ),
  holiday(
    'nz-rotorua-rotorua',
    3,
    l(
      '4-Day Auckland, Hobbiton and Rotorua Package',
      '奥克兰、霍比特人村与罗托鲁瓦4日游',
      '奧克蘭、哈比屯與羅托魯瓦4日遊',
      '오클랜드·호비튼·로토루아 4일 패키지',
    ),
    l(
      'Film sets, geysers and a Māori cultural evening',
      '电影拍摄地、间歇泉与毛利文化之夜',
      '電影拍攝地、間歇泉與毛利文化之夜',
      '영화 촬영지, 간헐천, 마오리 문화 공연',
    ),
    [
      HOTELS,
      GUIDE,
      l('Hāngī dinner and concert', '毛利石头火锅晚餐与表演', '毛利石頭火鍋晚餐與表演', '항이 디너와 공연'),
    ],
    1590,
  ),
  holiday(
    'nz-mackenzie-laketekapo',
    3,
    l(
      '4-Day Tekapo and Mount Cook Stargazing Package',
      '特卡波与库克山4日观星之旅',
      '蒂卡波與庫克山4日觀星之旅',
      '테카포·마운트 쿡 4일 별 관측 패키지',
    ),
    l(
      'Turquoise lakes by day, the Milky Way by night',
      '白天碧湖，夜晚银河',
      '白天碧湖，夜晚銀河',
      '낮에는 청록빛 호수, 밤에는 은하수',
    ),
    [
      HOTELS,
      l('Mount John Observatory tour', '约翰山天文台之旅', '約翰山天文台之旅', '마운트 존 천문대 투어'),
      l('Hooker Valley Track walk', '胡克谷步道徒步', '胡克谷步道健行', '후커 밸리 트랙 트레킹'),
    ],
    1790,
  ),
  holiday(
    'fj-vitilevu-denarau',
    5,
    l('6-Day Fiji Island Escape Package', '斐济海岛6日度假套餐', '斐濟海島6日度假套餐', '피지 섬 6일 휴양 패키지'),
    l(
      'Denarau resort, an island day and a village visit',
      '德纳劳度假村、海岛一日游与村落探访',
      '德納勞度假村、海島一日遊與村落探訪',
      '데나라우 리조트, 섬 투어, 마을 방문',
    ),
    [
      HOTELS,
      l('Mamanuca island day trip', '玛玛努卡群岛一日游', '瑪瑪努卡群島一日遊', '마마누카 제도 일일 투어'),
      l('Airport transfers included', '含机场接送', '含機場接送', '공항 픽업·샌딩 포함'),
    ],
    1990,
  ),
  holiday(
    'nc-noumea-ansevata',
    4,
    l(
      '5-Day Nouméa and Isle of Pines Package',
      '努美阿与松树岛5日游',
      '努美阿與松樹島5日遊',
      '누메아·일데팽 5일 패키지',
    ),
    l(
      'French flair in Nouméa and the natural pool of the Isle of Pines',
      '努美阿法式风情与松树岛天然泳池',
      '努美阿法式風情與松樹島天然泳池',
      '누메아의 프랑스 감성과 일데팽 천연 수영장',
    ),
    [
      HOTELS,
      l('Return flight to the Isle of Pines', '往返松树岛机票', '往返松樹島機票', '일데팽 왕복 항공'),
      l('Amédée Island day trip', '阿梅代岛一日游', '阿梅代島一日遊', '아메데섬 일일 투어'),
    ],
    2190,
  ),
];

/** Description paragraphs per product type; `{x}` is the listing's subject, `{city}` its town. */
export const DESCRIPTIONS: Record<ProductType, Localized> = {
  ticket: l(
    '{x} is one of the highlights of any visit to {city}. Book ahead for the date you want, skip the ticket counter and head straight in with the e-ticket on your phone. Plan two to three hours to see it properly; cafés and facilities are on site.',
    '{x}是{city}之行不可错过的亮点。提前预订心仪日期，无需在售票处排队，手机出示电子票即可直接入场。建议预留两到三小时细细游览，园区内设有餐饮和配套设施。',
    '{x}是{city}之旅不可錯過的亮點。提前預訂想去的日期，無需在售票處排隊，手機出示電子票即可直接入場。建議預留兩到三小時細細遊覽，園區內設有餐飲與相關設施。',
    '{x}는 {city} 여행에서 빼놓을 수 없는 명소입니다. 원하는 날짜로 미리 예약하고 매표소 대기 없이 휴대폰 전자 티켓으로 바로 입장하세요. 여유 있게 둘러보려면 2~3시간을 잡는 것이 좋으며, 현장에 카페와 편의 시설이 있습니다.',
  ),
  activity: l(
    'An experience {city} is famous for: {x}. Experienced local operators run it every day in the season, with everything you need supplied and a safety briefing before you start. Wear comfortable clothes and bring sunscreen; the rest is taken care of.',
    '{city}最具代表性的体验之一：{x}。由经验丰富的当地运营商每日开团，所需装备全部提供，出发前有安全讲解。穿着舒适的衣物并带上防晒霜即可，其余交给我们。',
    '{city}最具代表性的體驗之一：{x}。由經驗豐富的在地業者每日開團，所需裝備全部提供，出發前有安全說明。穿著舒適的衣物並帶上防曬乳即可，其餘交給我們。',
    '{city}를 대표하는 체험, {x}. 경험 많은 현지 업체가 시즌 중 매일 운영하며 필요한 장비는 모두 제공되고 시작 전 안전 교육이 진행됩니다. 편한 옷과 자외선 차단제만 챙기시면 나머지는 모두 준비되어 있습니다.',
  ),
  daytrip: l(
    'Leave the planning to us: {x} takes you from your hotel to the best of the region and back in one day. Your guide shares the history and the local stories along the way, and there is free time at every stop for photos and a walk.',
    '行程交给我们安排：{x}一天之内从酒店出发，游览区域精华后送您返回。导游沿途讲解历史与当地故事，每个景点都留有自由活动时间拍照和散步。',
    '行程交給我們安排：{x}一天之內從飯店出發，遊覽區域精華後送您返回。導遊沿途解說歷史與在地故事，每個景點都留有自由活動時間拍照與散步。',
    '일정은 저희에게 맡기세요. {x}는 호텔에서 출발해 하루 동안 지역의 명소를 둘러보고 다시 호텔로 모셔다 드립니다. 가이드가 역사와 현지 이야기를 들려드리며, 모든 정차지에서 사진 촬영과 산책을 위한 자유 시간이 있습니다.',
  ),
  dining: l(
    '{x}: a table booked for you at a restaurant locals recommend in {city}. Choose lunch or dinner, arrive at your booked time and show your voucher; the menu changes with the season and dietary needs are catered for when noted at booking.',
    '{x}：为您预订{city}当地人推荐的餐厅座位。可选午餐或晚餐，按预订时间到店出示凭证即可；菜单随季节更新，预订时注明饮食需求即可安排。',
    '{x}：為您預訂{city}在地人推薦的餐廳座位。可選午餐或晚餐，依預訂時間到店出示憑證即可；菜單隨季節更新，預訂時註明飲食需求即可安排。',
    '{x}: {city} 현지인이 추천하는 레스토랑 좌석을 예약해 드립니다. 점심 또는 저녁을 선택하고 예약 시간에 바우처를 보여 주세요. 메뉴는 계절마다 바뀌며, 예약 시 알려 주시면 식이 요구 사항도 반영해 드립니다.',
  ),
  hotelpackage: l(
    '{x} bundles the room with the extras that make a stay: breakfast, late check-out and more. The price is per room for the whole stay. Pick your arrival date on the calendar; the hotel confirms your room type on arrival.',
    '{x}将客房与让入住更美好的礼遇打包：早餐、延迟退房等。价格为每间房整段入住的总价。在日历上选择入住日期，酒店将在入住时确认房型。',
    '{x}將客房與讓入住更美好的禮遇打包：早餐、延遲退房等。價格為每間房整段入住的總價。在日曆上選擇入住日期，飯店將於入住時確認房型。',
    '{x}는 객실과 함께 조식, 레이트 체크아웃 등 특별한 혜택을 묶은 상품입니다. 가격은 전체 숙박 기간 객실 1개 기준입니다. 달력에서 체크인 날짜를 선택하시면 호텔에서 체크인 시 객실 유형을 확정해 드립니다.',
  ),
  transport: l(
    '{x}, with licensed, insured drivers who know {city} well. The price is per vehicle, not per person; choose the vehicle that fits your group and luggage. You receive your driver’s name and phone number the day before.',
    '{x}，由熟悉{city}的持证、全险司机提供服务。价格按车计算而非按人；请根据人数和行李选择车型。出发前一天您将收到司机姓名和电话。',
    '{x}，由熟悉{city}的持證、全險司機提供服務。價格依車計算而非依人；請依人數與行李選擇車型。出發前一天您將收到司機姓名與電話。',
    '{x}, {city} 지리에 밝은 면허·보험 완비 기사가 운행합니다. 요금은 1인이 아닌 차량 1대 기준이니 인원과 짐에 맞는 차량을 선택하세요. 이용 전날 기사 이름과 연락처를 보내 드립니다.',
  ),
  cruise: l(
    '{x}. Cabins are priced per person, twin share; children sharing with two adults pay the child fare. Port charges and onboard gratuities are included. Boarding closes two hours before departure at {city}.',
    '{x}。舱房价格为每人价格（双人同住），与两位成人同住的儿童按儿童价计算。已含港务费与船上小费。{city}登船于开航前两小时截止。',
    '{x}。艙房價格為每人價格（雙人同住），與兩位成人同住的兒童依兒童價計算。已含港務費與船上小費。{city}登船於開航前兩小時截止。',
    '{x}. 객실 요금은 2인 1실 기준 1인 요금이며, 성인 2명과 같은 객실을 쓰는 어린이는 어린이 요금이 적용됩니다. 항만세와 선상 팁이 포함되어 있습니다. {city} 승선은 출항 2시간 전에 마감됩니다.',
  ),
  package: l(
    '{x}: hotels, sightseeing and transfers arranged end to end, starting in {city}. Prices are per person, twin share; a single room is available at a supplement. Flights to the starting city are not included.',
    '{x}：酒店、观光与接送全程安排，从{city}出发。价格为每人价格（双人同住），可加价升级单人房。不含前往出发城市的机票。',
    '{x}：飯店、觀光與接送全程安排，從{city}出發。價格為每人價格（雙人同住），可加價升級單人房。不含前往出發城市的機票。',
    '{x}: {city}에서 시작하는 호텔·관광·이동이 모두 포함된 일정입니다. 요금은 2인 1실 기준 1인 요금이며, 1인실은 추가 요금으로 이용할 수 있습니다. 출발 도시까지의 항공권은 포함되지 않습니다.',
  ),
};

export const INCLUDED: Record<ProductType, readonly Localized[]> = {
  ticket: [
    l('Entry on the date booked', '所选日期入场', '所選日期入場', '예약일 입장'),
    l('Access to all permanent exhibits', '全部常设展区', '全部常設展區', '모든 상설 전시 관람'),
    l('Free Wi-Fi on site', '园区免费无线网络', '園區免費無線網路', '현장 무료 와이파이'),
  ],
  activity: [
    l('Professional guide or instructor', '专业向导或教练', '專業嚮導或教練', '전문 가이드 또는 강사'),
    l('All equipment and safety gear', '全部装备与安全用具', '全部裝備與安全用具', '모든 장비와 안전 장구'),
    l('Insurance during the activity', '活动期间保险', '活動期間保險', '체험 중 보험'),
  ],
  daytrip: [
    l('Hotel pick-up and drop-off', '酒店接送', '飯店接送', '호텔 픽업·샌딩'),
    l('Entry fees on the itinerary', '行程内景点门票', '行程內景點門票', '일정 내 입장료'),
    l('Lunch and bottled water', '午餐与瓶装水', '午餐與瓶裝水', '점심과 생수'),
  ],
  dining: [
    l('Meal as described', '所述餐食', '所述餐點', '안내된 식사'),
    l('Tea or coffee', '茶或咖啡', '茶或咖啡', '차 또는 커피'),
    l('Table reservation', '餐位预订', '餐位預訂', '좌석 예약'),
  ],
  hotelpackage: [
    l('Accommodation for the nights booked', '所订晚数住宿', '所訂晚數住宿', '예약 박수 숙박'),
    l('Daily breakfast', '每日早餐', '每日早餐', '매일 조식'),
    l('Wi-Fi and parking', '无线网络与停车', '無線網路與停車', '와이파이와 주차'),
  ],
  transport: [
    l('Private vehicle and driver', '专车与司机', '專車與司機', '전용 차량과 기사'),
    l('Fuel, tolls and parking', '油费、过路费与停车费', '油資、過路費與停車費', '유류비·통행료·주차비'),
    l('Bottled water', '瓶装水', '瓶裝水', '생수'),
  ],
  cruise: [
    l('Cabin accommodation', '船舱住宿', '船艙住宿', '객실 숙박'),
    l('All main meals on board', '船上全部正餐', '船上全部正餐', '선내 모든 식사'),
    l('Port charges and gratuities', '港务费与小费', '港務費與小費', '항만세와 팁'),
  ],
  package: [
    l('Hotels with daily breakfast', '酒店住宿含每日早餐', '飯店住宿含每日早餐', '호텔 숙박과 매일 조식'),
    l('Sightseeing and entry fees on the itinerary', '行程内观光与门票', '行程內觀光與門票', '일정 내 관광과 입장료'),
    l('Airport and hotel transfers', '机场与酒店接送', '機場與飯店接送', '공항·호텔 이동'),
  ],
};

export const HOW_TO_USE: Record<ProductType, Localized> = {
  ticket: l(
    'Show the e-ticket QR code on your phone at the entrance. No need to print.',
    '在入口处出示手机上的电子票二维码即可，无需打印。',
    '在入口處出示手機上的電子票QR碼即可，無需列印。',
    '입구에서 휴대폰의 전자 티켓 QR 코드를 제시하세요. 인쇄할 필요가 없습니다.',
  ),
  activity: l(
    'Arrive 15 minutes before the start time at the meeting point in your voucher and show the voucher to the guide.',
    '请于开始前15分钟到达凭证所示集合地点，向向导出示凭证。',
    '請於開始前15分鐘抵達憑證所示集合地點，向嚮導出示憑證。',
    '시작 15분 전까지 바우처에 안내된 집합 장소에 도착해 가이드에게 바우처를 보여 주세요.',
  ),
  daytrip: l(
    'Wait in your hotel lobby at the pick-up time sent the day before. Show the voucher to the driver.',
    '请在前一天通知的接送时间于酒店大堂等候，并向司机出示凭证。',
    '請在前一天通知的接送時間於飯店大廳等候，並向司機出示憑證。',
    '전날 안내받은 픽업 시간에 호텔 로비에서 기다렸다가 기사에게 바우처를 보여 주세요.',
  ),
  dining: l(
    'Arrive at the restaurant at your booked time and show the voucher before ordering.',
    '请按预订时间到达餐厅，点餐前出示凭证。',
    '請依預訂時間抵達餐廳，點餐前出示憑證。',
    '예약 시간에 레스토랑에 도착해 주문 전 바우처를 보여 주세요.',
  ),
  hotelpackage: l(
    'Show the voucher and your passport at hotel reception on arrival. Check-in from 3 pm.',
    '入住时在酒店前台出示凭证与护照，下午3点后可入住。',
    '入住時於飯店櫃台出示憑證與護照，下午3點後可入住。',
    '체크인 시 호텔 프런트에 바우처와 여권을 제시하세요. 체크인은 오후 3시부터입니다.',
  ),
  transport: l(
    'Your driver meets you at the time and place booked. Driver details are sent the day before.',
    '司机将在预订的时间和地点与您会合，司机信息于前一天发送。',
    '司機將在預訂的時間與地點與您會合，司機資訊於前一天發送。',
    '예약한 시간과 장소에서 기사가 기다립니다. 기사 정보는 전날 보내 드립니다.',
  ),
  cruise: l(
    'Check in at the cruise terminal with your boarding pass and passport at least two hours before sailing.',
    '请至少于开航前两小时持登船证和护照到邮轮码头办理登船。',
    '請至少於開航前兩小時持登船證與護照到郵輪碼頭辦理登船。',
    '출항 최소 2시간 전까지 승선권과 여권을 지참하고 크루즈 터미널에서 체크인하세요.',
  ),
  package: l(
    'Your tour leader contacts you two days before departure with the meeting time at the first hotel.',
    '领队将于出发前两天联系您，告知在首晚酒店的集合时间。',
    '領隊將於出發前兩天聯繫您，告知在首晚飯店的集合時間。',
    '인솔자가 출발 이틀 전 첫날 호텔 집합 시간을 안내해 드립니다.',
  ),
};

export const CANCELLATION_POLICIES: readonly Localized[] = [
  l(
    'Free cancellation up to 24 hours before the start. No refund for later cancellations or no-shows.',
    '出发前24小时以上可免费取消；之后取消或未到场不予退款。',
    '出發前24小時以上可免費取消；之後取消或未到場恕不退款。',
    '시작 24시간 전까지 무료 취소 가능. 이후 취소 또는 노쇼 시 환불 불가.',
  ),
  l(
    'Free cancellation up to 72 hours before the start; 50% refund up to 24 hours before.',
    '出发前72小时以上免费取消；24小时以上退还50%。',
    '出發前72小時以上免費取消；24小時以上退還50%。',
    '시작 72시간 전까지 무료 취소, 24시간 전까지 50% 환불.',
  ),
  l(
    'Cancel up to 30 days before departure for a full refund; 50% refund up to 14 days before; no refund after that.',
    '出发前30天以上取消全额退款；14天以上退还50%；之后不予退款。',
    '出發前30天以上取消全額退款；14天以上退還50%；之後恕不退款。',
    '출발 30일 전까지 전액 환불, 14일 전까지 50% 환불, 이후 환불 불가.',
  ),
  l(
    'Non-refundable. Dates can be changed once, at least 21 days before travel.',
    '不可退款。可于出行前至少21天改期一次。',
    '不可退款。可於出行前至少21天改期一次。',
    '환불 불가. 여행 21일 전까지 1회 날짜 변경 가능.',
  ),
];

/** The duration phrase of a cruise or holiday in each language. */
export const nightsPhrase = (nights: number): Localized =>
  l(`${nights} night${nights === 1 ? '' : 's'}`, `${nights}晚`, `${nights}晚`, `${nights}박`);
