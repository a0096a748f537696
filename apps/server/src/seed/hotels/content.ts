import type { Localized } from '@storefront/reference-data';

/**
 * Demo hotel content in the four site languages: the hotels (fictional names at real addresses
 * and coordinates), and the wording their descriptions, facilities, policies and rooms are
 * composed from. `{name}`, `{city}`, `{in}` and `{out}` are filled in by the generator.
 */
const l = (enAU: string, zhCN: string, zhTW: string, koKR: string): Localized => ({
  'en-AU': enAU,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'ko-KR': koKR,
});

export type HotelKind =
  'grand' | 'resort' | 'hotel' | 'suites' | 'boutique' | 'apartments' | 'lodge' | 'motel' | 'inn' | 'hostel';

export type Setting =
  'harbour' | 'river' | 'city' | 'beach' | 'reef' | 'rainforest' | 'island' | 'lake' | 'alpine' | 'wine' | 'outback';

export type HotelSource = {
  key: string;
  city: string;
  stars: number;
  kind: HotelKind;
  setting: Setting;
  /** The distinctive part of the name; the kind adds "Grand Hotel", "Lodge"… */
  name: Localized;
  street: Localized;
  /** Street number ('' when the address has none). */
  number: string;
  /** The English locality line: suburb or town, state and postcode. */
  locality: string;
  latitude: number;
  longitude: number;
};

const h = (
  key: string,
  city: string,
  stars: number,
  kind: HotelKind,
  setting: Setting,
  name: Localized,
  street: Localized,
  number: string,
  locality: string,
  latitude: number,
  longitude: number,
): HotelSource => ({ key, city, stars, kind, setting, name, street, number, locality, latitude, longitude });

// One hotel per line reads as a table.
// prettier-ignore
export const HOTELS: readonly HotelSource[] = [
  // Australia
  h('sydney-harbourside', 'au-nsw-sydney', 5, 'grand', 'harbour', l('Harbourside', '港畔', '港畔', '하버사이드'), l('George Street', '乔治街', '喬治街', '조지 스트리트'), '88', 'Sydney NSW 2000', -33.8611, 151.208),
  h('sydney-paddington', 'au-nsw-sydney', 4, 'boutique', 'city', l('Paddington Terrace', '帕丁顿排屋', '帕丁頓排屋', '패딩턴 테라스'), l('Oxford Street', '牛津街', '牛津街', '옥스퍼드 스트리트'), '310', 'Paddington NSW 2021', -33.8847, 151.2265),
  h('sydney-darlingquarter', 'au-nsw-sydney', 3, 'apartments', 'city', l('Darling Quarter', '达令港区', '達令港區', '달링 쿼터'), l('Sussex Street', '苏塞克斯街', '蘇塞克斯街', '서섹스 스트리트'), '255', 'Sydney NSW 2000', -33.8735, 151.2025),
  h('sydney-kingscross', 'au-nsw-sydney', 1, 'hostel', 'city', l('Kings Cross Nomad', '国王十字', '國王十字', '킹스크로스 노마드'), l('Darlinghurst Road', '达令赫斯特路', '達令赫斯特路', '달링허스트 로드'), '56', 'Potts Point NSW 2011', -33.8752, 151.2223),
  h('melbourne-southbank', 'au-vic-melbourne', 5, 'grand', 'river', l('Southbank Riverside', '南岸河畔', '南岸河畔', '사우스뱅크 리버사이드'), l('Southbank Promenade', '南岸长廊', '南岸長廊', '사우스뱅크 프롬나드'), '8', 'Southbank VIC 3006', -37.82, 144.9628),
  h('melbourne-collins', 'au-vic-melbourne', 4, 'boutique', 'city', l('Collins Lane', '柯林斯巷', '柯林斯巷', '콜린스 레인'), l('Flinders Lane', '弗林德斯巷', '弗林德斯巷', '플린더스 레인'), '141', 'Melbourne VIC 3000', -37.816, 144.969),
  h('melbourne-carlton', 'au-vic-melbourne', 2, 'motel', 'city', l('Carlton Gardens', '卡尔顿花园', '卡爾頓花園', '칼턴 가든스'), l('Lygon Street', '莱贡街', '萊貢街', '라이곤 스트리트'), '402', 'Carlton VIC 3053', -37.7985, 144.9668),
  h('goldcoast-broadbeach', 'au-qld-goldcoast', 5, 'resort', 'beach', l('Broadbeach Pacific', '布罗德海滩太平洋', '布羅德海灘太平洋', '브로드비치 퍼시픽'), l('Old Burleigh Road', '老伯利路', '老伯利路', '올드 벌리 로드'), '2', 'Broadbeach QLD 4218', -28.0326, 153.4335),
  h('goldcoast-surfers', 'au-qld-goldcoast', 4, 'suites', 'beach', l('Surfers Skyline', '冲浪者天际线', '衝浪者天際線', '서퍼스 스카이라인'), l('Surfers Paradise Boulevard', '冲浪者天堂大道', '衝浪者天堂大道', '서퍼스 파라다이스 불러바드'), '3113', 'Surfers Paradise QLD 4217', -28.0006, 153.4303),
  h('goldcoast-coolangatta', 'au-qld-goldcoast', 2, 'motel', 'beach', l('Coolangatta Beachside', '库伦加塔海滨', '庫倫加塔海濱', '쿨랑가타 비치사이드'), l('Marine Parade', '滨海大道', '濱海大道', '마린 퍼레이드'), '82', 'Coolangatta QLD 4225', -28.1673, 153.537),
  h('brisbane-riverbend', 'au-qld-brisbane', 4, 'hotel', 'river', l('Riverbend', '河湾', '河灣', '리버벤드'), l('Eagle Street', '鹰街', '鷹街', '이글 스트리트'), '70', 'Brisbane City QLD 4000', -27.4679, 153.031),
  h('brisbane-valley', 'au-qld-brisbane', 3, 'apartments', 'city', l('Fortitude Valley', '福迪谷', '福迪谷', '포티튜드 밸리'), l('Brunswick Street', '布伦瑞克街', '布倫瑞克街', '브런즈윅 스트리트'), '600', 'Fortitude Valley QLD 4006', -27.4576, 153.034),
  h('cairns-esplanade', 'au-qld-cairns', 4, 'hotel', 'reef', l('Coral Reef Esplanade', '珊瑚礁滨海', '珊瑚礁濱海', '코럴 리프 에스플러네이드'), l('The Esplanade', '滨海大道', '濱海大道', '디 에스플러네이드'), '131', 'Cairns City QLD 4870', -16.9186, 145.7781),
  h('cairns-nomad', 'au-qld-cairns', 1, 'hostel', 'rainforest', l('Tropical Nomad', '热带游牧', '熱帶遊牧', '트로피컬 노마드'), l('Grafton Street', '格拉夫顿街', '格拉夫頓街', '그래프턴 스트리트'), '93', 'Cairns City QLD 4870', -16.921, 145.7745),
  h('portdouglas-daintree', 'au-qld-portdouglas', 5, 'resort', 'rainforest', l('Daintree Coast', '丹翠海岸', '丹翠海岸', '데인트리 코스트'), l('Port Douglas Road', '道格拉斯港路', '道格拉斯港路', '포트더글러스 로드'), '87', 'Port Douglas QLD 4877', -16.506, 145.464),
  h('hamilton-lagoon', 'au-qld-hamiltonisland', 5, 'resort', 'island', l('Whitsunday Lagoon', '圣灵泻湖', '聖靈瀉湖', '휘트선데이 라군'), l('Resort Drive', '度假村大道', '度假村大道', '리조트 드라이브'), '1', 'Hamilton Island QLD 4803', -20.348, 148.956),
  h('perth-swanriver', 'au-wa-perth', 4, 'hotel', 'river', l('Swan River', '天鹅河', '天鵝河', '스완 리버'), l('Terrace Road', '台地路', '台地路', '테라스 로드'), '54', 'Perth WA 6000', -31.959, 115.865),
  h('perth-kingspark', 'au-wa-perth', 3, 'apartments', 'city', l('Kings Park', '国王公园', '國王公園', '킹스 파크'), l('Hay Street', '海伊街', '海伊街', '헤이 스트리트'), '1309', 'West Perth WA 6005', -31.952, 115.845),
  h('adelaide-northterrace', 'au-sa-adelaide', 4, 'boutique', 'city', l('North Terrace', '北台', '北台', '노스 테라스'), l('North Terrace', '北台大道', '北台大道', '노스 테라스'), '150', 'Adelaide SA 5000', -34.921, 138.596),
  h('barossa-vineyard', 'au-sa-barossavalley', 4, 'lodge', 'wine', l('Barossa Vineyard', '巴罗萨葡萄园', '巴羅薩葡萄園', '바로사 빈야드'), l('Murray Street', '默里街', '莫瑞街', '머리 스트리트'), '41', 'Tanunda SA 5352', -34.523, 138.959),
  h('hobart-salamanca', 'au-tas-hobart', 4, 'boutique', 'harbour', l('Salamanca Wharf', '萨拉曼卡码头', '薩拉曼卡碼頭', '살라만카 워프'), l('Salamanca Place', '萨拉曼卡广场', '薩拉曼卡廣場', '살라만카 플레이스'), '27', 'Battery Point TAS 7004', -42.887, 147.331),
  h('cradle-wilderness', 'au-tas-cradlemountain', 3, 'lodge', 'alpine', l('Cradle Wilderness', '摇篮山野', '搖籃山野', '크레이들 와일더니스'), l('Cradle Mountain Road', '摇篮山路', '搖籃山路', '크레이들 마운틴 로드'), '4038', 'Cradle Mountain TAS 7306', -41.595, 145.93),
  h('uluru-redcentre', 'au-nt-uluru', 4, 'resort', 'outback', l('Red Centre Desert', '红土中心沙漠', '紅土中心沙漠', '레드 센터 데저트'), l('Yulara Drive', '尤拉拉大道', '尤拉拉大道', '율라라 드라이브'), '1', 'Yulara NT 0872', -25.241, 130.987),
  h('darwin-topend', 'au-nt-darwin', 3, 'hotel', 'harbour', l('Top End', '北端', '北端', '톱 엔드'), l('Mitchell Street', '米切尔街', '米切爾街', '미첼 스트리트'), '122', 'Darwin City NT 0800', -12.461, 130.841),
  h('canberra-capitalhill', 'au-act-canberra', 3, 'hotel', 'lake', l('Capital Hill', '国会山', '國會山', '캐피털 힐'), l('Commonwealth Avenue', '联邦大道', '聯邦大道', '커먼웰스 애비뉴'), '102', 'Yarralumla ACT 2600', -35.301, 149.125),
  h('byron-capebyron', 'au-nsw-byronbay', 2, 'inn', 'beach', l('Cape Byron', '拜伦角', '拜倫角', '케이프 바이런'), l('Lawson Street', '劳森街', '勞森街', '로슨 스트리트'), '24', 'Byron Bay NSW 2481', -28.644, 153.615),
  // New Zealand
  h('auckland-waitemata', 'nz-auckland-city', 5, 'grand', 'harbour', l('Waitematā Harbour', '怀特玛塔港', '懷特瑪塔港', '와이테마타 하버'), l('Quay Street', '码头街', '碼頭街', '키 스트리트'), '99', 'Auckland Central, Auckland 1010', -36.843, 174.767),
  h('auckland-viaduct', 'nz-auckland-city', 3, 'apartments', 'harbour', l('Viaduct Basin', '高架桥港湾', '高架橋港灣', '바이어덕트 베이슨'), l('Customs Street West', '海关西街', '海關西街', '커스텀스 스트리트 웨스트'), '147', 'Auckland Central, Auckland 1010', -36.8455, 174.759),
  h('queenstown-wakatipu', 'nz-queenstown-queenstown', 5, 'resort', 'lake', l('Lake Wakatipu', '瓦卡蒂普湖', '瓦卡蒂普湖', '레이크 와카티푸'), l('Lake Esplanade', '湖滨大道', '湖濱大道', '레이크 에스플러네이드'), '32', 'Queenstown 9300', -45.033, 168.653),
  h('queenstown-coronet', 'nz-queenstown-queenstown', 2, 'inn', 'alpine', l('Coronet Peak', '皇冠峰', '皇冠峰', '코로넷 피크'), l('Shotover Street', '沙特欧瓦街', '沙特歐瓦街', '샷오버 스트리트'), '48', 'Queenstown 9300', -45.031, 168.66),
  h('rotorua-geyserland', 'nz-rotorua-rotorua', 3, 'hotel', 'lake', l('Geyserland', '间歇泉之乡', '間歇泉之鄉', '가이저랜드'), l('Fenton Street', '芬顿街', '芬頓街', '펜턴 스트리트'), '1000', 'Rotorua 3010', -38.149, 176.251),
  h('christchurch-avon', 'nz-christchurch-christchurch', 4, 'boutique', 'river', l('Avon River', '雅芳河', '雅芳河', '에이번 리버'), l('Cambridge Terrace', '剑桥台', '劍橋台', '케임브리지 테라스'), '66', 'Christchurch Central, Christchurch 8013', -43.529, 172.633),
  h('wellington-orientalbay', 'nz-wellington-city', 4, 'hotel', 'harbour', l('Oriental Bay', '东方湾', '東方灣', '오리엔탈 베이'), l('Oriental Parade', '东方大道', '東方大道', '오리엔탈 퍼레이드'), '210', 'Oriental Bay, Wellington 6011', -41.292, 174.79),
  h('wanaka-lakeside', 'nz-wanaka-wanaka', 3, 'lodge', 'lake', l('Lake Wānaka', '瓦纳卡湖', '瓦納卡湖', '레이크 와나카'), l('Ardmore Street', '阿德莫尔街', '阿德莫爾街', '아드모어 스트리트'), '23', 'Wānaka 9305', -44.699, 169.137),
  h('teanau-fiordland', 'nz-fiordland-teanau', 3, 'lodge', 'lake', l('Fiordland Gateway', '峡湾门户', '峽灣門戶', '피오르드랜드 게이트웨이'), l('Lakefront Drive', '湖畔大道', '湖畔大道', '레이크프런트 드라이브'), '64', 'Te Anau 9600', -45.415, 167.718),
  h('taupo-huka', 'nz-taupo-taupo', 1, 'hostel', 'lake', l('Huka Trails', '胡卡步道', '胡卡步道', '후카 트레일스'), l('Tongariro Street', '汤加里罗街', '湯加里羅街', '통가리로 스트리트'), '56', 'Taupō 3330', -38.686, 176.07),
  // Fiji
  h('denarau-sands', 'fj-vitilevu-denarau', 5, 'resort', 'beach', l('Denarau Sands', '德纳劳金沙', '德納勞金沙', '데나라우 샌즈'), l('Denarau Beach Road', '德纳劳海滩路', '德納勞海灘路', '데나라우 비치 로드'), '7', 'Denarau Island, Nadi', -17.772, 177.381),
  h('denarau-marina', 'fj-vitilevu-denarau', 4, 'hotel', 'harbour', l('Port Denarau Marina', '德纳劳港码头', '德納勞港碼頭', '포트 데나라우 마리나'), l('Marina Drive', '码头大道', '碼頭大道', '마리나 드라이브'), '12', 'Denarau Island, Nadi', -17.776, 177.383),
  h('nadi-bay', 'fj-vitilevu-nadi', 2, 'motel', 'beach', l('Nadi Bay', '楠迪湾', '楠迪灣', '난디 베이'), l('Queens Road', '女王路', '女王路', '퀸스 로드'), '175', 'Martintar, Nadi', -17.759, 177.441),
  h('coralcoast-reef', 'fj-vitilevu-coralcoast', 4, 'resort', 'reef', l('Coral Coast Reef', '珊瑚海岸礁石', '珊瑚海岸礁石', '코럴 코스트 리프'), l('Queens Road', '女王路', '女王路', '퀸스 로드'), '3', 'Korotogo, Sigatoka', -18.17, 177.55),
  h('mamanuca-malolo', 'fj-vitilevu-mamanuca', 5, 'resort', 'island', l('Malolo Island', '马洛洛岛', '馬洛洛島', '말롤로 아일랜드'), l('Malolo Island', '马洛洛岛', '馬洛洛島', '말롤로섬'), '', 'Mamanuca Islands', -17.764, 177.165),
  // New Caledonia
  h('ansevata-lagoon', 'nc-noumea-ansevata', 5, 'resort', 'beach', l('Anse Vata Lagoon', '安斯瓦塔泻湖', '安斯瓦塔瀉湖', '앙스바타 라군'), l('Promenade Roger Laroque', '罗歇·拉罗克海滨大道', '羅歇·拉羅克海濱大道', '프롬나드 로제 라로크'), '55', 'Anse Vata, Nouméa 98800', -22.301, 166.443),
  h('citrons-apartments', 'nc-noumea-baiedescitrons', 3, 'apartments', 'beach', l('Baie des Citrons', '柠檬湾', '檸檬灣', '베 데 시트롱'), l('Promenade Roger Laroque', '罗歇·拉罗克海滨大道', '羅歇·拉羅克海濱大道', '프롬나드 로제 라로크'), '5', 'Baie des Citrons, Nouméa 98800', -22.29, 166.439),
  h('noumea-cocotiers', 'nc-noumea-centre', 2, 'hotel', 'city', l('Place des Cocotiers', '椰树广场', '椰樹廣場', '플라스 데 코코티에'), l('Rue de Sébastopol', '塞瓦斯托波尔街', '塞瓦斯托波爾街', '세바스토폴 거리'), '18', 'Centre-ville, Nouméa 98800', -22.274, 166.442),
  h('kuto-bay', 'nc-isleofpines-kuto', 4, 'resort', 'beach', l('Kuto Bay', '库托湾', '庫托灣', '쿠토 베이'), l('Baie de Kuto', '库托湾', '庫托灣', '쿠토만'), '', 'Île des Pins 98832', -22.662, 167.441),
  h('lifou-lagoon', 'nc-loyaltyislands-lifou', 3, 'lodge', 'island', l('Lifou Lagoon', '利富泻湖', '利富瀉湖', '리푸 라군'), l('Route de Wé', '韦镇公路', '韋鎮公路', '웨 도로'), '8', 'Wé, Lifou 98820', -20.919, 167.265),
];

/** What the kind adds to the name. */
export const KIND_SUFFIX: Record<HotelKind, Localized> = {
  grand: l('Grand Hotel', '大酒店', '大酒店', '그랜드 호텔'),
  resort: l('Resort & Spa', '度假酒店', '度假酒店', '리조트 앤 스파'),
  hotel: l('Hotel', '酒店', '酒店', '호텔'),
  suites: l('Suites', '套房酒店', '套房酒店', '스위트'),
  boutique: l('Boutique Hotel', '精品酒店', '精品酒店', '부티크 호텔'),
  apartments: l('Apartments', '公寓酒店', '公寓酒店', '아파트먼트'),
  lodge: l('Lodge', '度假小屋', '度假小屋', '로지'),
  motel: l('Motor Inn', '汽车旅馆', '汽車旅館', '모터 인'),
  inn: l('Inn', '旅馆', '旅館', '인'),
  hostel: l('Backpackers', '背包客栈', '背包客棧', '백패커스'),
};

/** The first sentence of a description, by kind. Korean `{topic}` is the name with its topic particle. */
export const KIND_SENTENCE: Record<HotelKind, Localized> = {
  grand: l(
    '{name} is a landmark hotel in the heart of {city}, with elegant rooms, fine dining and attentive round-the-clock service.',
    '{name}是{city}市中心的地标性酒店，拥有典雅客房、精致餐饮和全天候的贴心服务。',
    '{name}是{city}市中心的地標性酒店，擁有典雅客房、精緻餐飲與全天候的貼心服務。',
    '{topic} {city} 중심부에 자리한 랜드마크 호텔로, 우아한 객실과 파인 다이닝, 24시간 세심한 서비스를 제공합니다.',
  ),
  resort: l(
    '{name} is a relaxed resort in {city} with lush gardens, a lagoon-style pool and a day spa.',
    '{name}是位于{city}的休闲度假酒店，园林葱郁，设有泻湖式泳池和水疗中心。',
    '{name}是位於{city}的休閒度假酒店，園林蔥鬱，設有瀉湖式泳池與水療中心。',
    '{topic} {city}에 위치한 여유로운 리조트로, 푸른 정원과 라군 스타일 수영장, 데이 스파를 갖추고 있습니다.',
  ),
  hotel: l(
    '{name} offers comfortable, well-appointed rooms in {city}, close to restaurants, shops and public transport.',
    '{name}位于{city}，客房舒适、设施齐全，毗邻餐厅、商店和公共交通。',
    '{name}位於{city}，客房舒適、設施齊全，鄰近餐廳、商店與大眾運輸。',
    '{topic} {city}에 위치해 있으며, 편안하고 잘 갖춰진 객실과 함께 레스토랑, 상점, 대중교통과 가깝습니다.',
  ),
  suites: l(
    '{name} is an all-suite hotel in {city}: every suite has a separate living area and a kitchenette, ideal for longer stays.',
    '{name}是{city}的全套房酒店，每间套房均设独立起居区和小厨房，适合长住。',
    '{name}是{city}的全套房酒店，每間套房皆設獨立起居區與小廚房，適合長住。',
    '{topic} {city}의 올 스위트 호텔로, 모든 스위트에 별도의 거실과 간이 주방이 있어 장기 투숙에 적합합니다.',
  ),
  boutique: l(
    '{name} is a boutique hotel in {city} with individually designed rooms, local art and a cosy lounge bar.',
    '{name}是{city}的一家精品酒店，客房设计各具特色，点缀本地艺术作品，并设有温馨的酒廊。',
    '{name}是{city}的一家精品酒店，客房設計各具特色，點綴在地藝術作品，並設有溫馨的酒廊。',
    '{topic} {city}의 부티크 호텔로, 객실마다 다른 디자인과 현지 예술 작품, 아늑한 라운지 바를 갖추고 있습니다.',
  ),
  apartments: l(
    '{name} offers serviced apartments in {city} with full kitchens and laundries, a favourite with families.',
    '{name}在{city}提供酒店式公寓，配备完整厨房和洗衣设施，深受家庭旅客喜爱。',
    '{name}在{city}提供酒店式公寓，配備完整廚房與洗衣設施，深受家庭旅客喜愛。',
    '{topic} {city}에서 완비된 주방과 세탁 시설을 갖춘 서비스드 아파트를 제공하며, 가족 여행객에게 인기가 높습니다.',
  ),
  lodge: l(
    '{name} is a lodge in {city} with timber interiors, an open fire in the lounge and views over the surrounding countryside.',
    '{name}是{city}的一家度假小屋，木质装潢，休息厅设有壁炉，可眺望周边乡野风光。',
    '{name}是{city}的一家度假小屋，木質裝潢，休息廳設有壁爐，可眺望周邊鄉野風光。',
    '{topic} {city}의 로지로, 목재 인테리어와 라운지의 벽난로, 주변 자연 경관을 감상할 수 있는 전망을 자랑합니다.',
  ),
  motel: l(
    '{name} is a friendly motor inn in {city} with free parking at your door and easy access to the main sights.',
    '{name}是{city}一家亲切的汽车旅馆，门前免费停车，前往主要景点十分便利。',
    '{name}是{city}一家親切的汽車旅館，門前免費停車，前往主要景點十分便利。',
    '{topic} {city}의 친근한 모터 인으로, 객실 앞 무료 주차가 가능하고 주요 명소로 이동하기 편리합니다.',
  ),
  inn: l(
    '{name} is a small, family-run inn in {city} with simple, spotless rooms and a warm welcome.',
    '{name}是{city}一家家庭经营的小旅馆，客房简洁干净，待客热情。',
    '{name}是{city}一家家庭經營的小旅館，客房簡潔乾淨，待客熱情。',
    '{topic} {city}에 있는 가족 운영의 작은 숙소로, 소박하고 깨끗한 객실과 따뜻한 환대를 제공합니다.',
  ),
  hostel: l(
    '{name} is a lively backpackers in {city} with private rooms, a shared guest kitchen and a tour desk.',
    '{name}是{city}一家热闹的背包客栈，提供独立客房、公用厨房和旅游咨询台。',
    '{name}是{city}一家熱鬧的背包客棧，提供獨立客房、公用廚房與旅遊諮詢台。',
    '{topic} {city}의 활기찬 백패커스로, 개인실과 공용 주방, 투어 데스크를 갖추고 있습니다.',
  ),
};

/** The second sentence of a description, by setting. */
export const SETTING_SENTENCE: Record<Setting, Localized> = {
  harbour: l(
    'Many rooms look out over the harbour, and the waterfront promenade is on the doorstep.',
    '多数客房可眺望港湾景色，出门即是海滨步道。',
    '多數客房可眺望港灣景色，出門即是海濱步道。',
    '대부분의 객실에서 항구가 내려다보이며, 바로 앞에 해안 산책로가 있습니다.',
  ),
  river: l(
    'It sits beside the river, a short walk along the riverside path from galleries and cafés.',
    '酒店坐落河畔，沿河边步道步行片刻即可抵达美术馆和咖啡馆。',
    '酒店坐落河畔，沿河畔步道步行片刻即可抵達美術館與咖啡館。',
    '강변에 자리하고 있어 강변 산책로를 따라 조금만 걸으면 갤러리와 카페에 닿습니다.',
  ),
  city: l(
    'Theatres, laneway bars and the main shopping streets are all within walking distance.',
    '剧院、小巷酒吧和主要购物街都在步行范围内。',
    '劇院、巷弄酒吧與主要購物街皆在步行範圍內。',
    '극장과 골목 바, 주요 쇼핑 거리가 모두 도보 거리에 있습니다.',
  ),
  beach: l(
    'The beach is just across the road, with patrolled swimming and a sunset boardwalk.',
    '海滩就在马路对面，设有救生员看护的游泳区和观赏日落的木栈道。',
    '海灘就在馬路對面，設有救生員看守的游泳區與欣賞日落的木棧道。',
    '길 건너편이 바로 해변이며, 안전요원이 있는 해수욕장과 석양을 감상할 수 있는 보드워크가 있습니다.',
  ),
  reef: l(
    'Reef cruises and snorkelling trips leave from the marina a few minutes away.',
    '珊瑚礁游船和浮潜行程从几分钟路程外的码头出发。',
    '珊瑚礁遊船與浮潛行程從幾分鐘路程外的碼頭出發。',
    '산호초 크루즈와 스노클링 투어가 몇 분 거리의 마리나에서 출발합니다.',
  ),
  rainforest: l(
    'Tropical rainforest surrounds the property, and guided walks leave from reception each morning.',
    '酒店四周环绕着热带雨林，每天早上都有导览徒步从前台出发。',
    '酒店四周環繞著熱帶雨林，每天早上都有導覽健行從櫃台出發。',
    '숙소 주변은 열대우림으로 둘러싸여 있으며, 매일 아침 리셉션에서 가이드 워킹 투어가 출발합니다.',
  ),
  island: l(
    'Island transfers meet every flight, and the lagoon is calm enough for kayaking and paddleboarding.',
    '每趟航班均有上岛接驳，泻湖水面平静，适合皮划艇和桨板。',
    '每班航班皆有上島接駁，瀉湖水面平靜，適合獨木舟與立槳。',
    '모든 항공편에 맞춰 섬 교통편이 운행되며, 잔잔한 라군에서 카약과 패들보드를 즐길 수 있습니다.',
  ),
  lake: l(
    'Rooms face the lake and the hills beyond, and the lakeside walking track starts at the gate.',
    '客房面朝湖泊与远山，湖畔步道就从酒店门口开始。',
    '客房面向湖泊與遠山，湖畔步道就從酒店門口開始。',
    '객실에서 호수와 그 너머의 언덕이 보이며, 호숫가 산책로가 숙소 입구에서 시작됩니다.',
  ),
  alpine: l(
    'Ski fields and mountain trails are a short drive away, and the drying room and boot lockers are free for guests.',
    '驱车不远即可抵达滑雪场和登山步道，住客可免费使用烘干室和雪靴柜。',
    '開車不遠即可抵達滑雪場與登山步道，住客可免費使用烘乾室與雪靴櫃。',
    '스키장과 산악 트레일이 차로 가까우며, 투숙객은 건조실과 부츠 보관함을 무료로 이용할 수 있습니다.',
  ),
  wine: l(
    'Cellar doors are within cycling distance, and bikes and picnic hampers can be arranged at reception.',
    '骑车即可前往多家酒庄品酒，前台可代订自行车和野餐篮。',
    '騎車即可前往多家酒莊品酒，櫃台可代訂自行車與野餐籃。',
    '자전거로 갈 수 있는 거리에 와이너리 셀러 도어가 있으며, 리셉션에서 자전거와 피크닉 바구니를 준비해 드립니다.',
  ),
  outback: l(
    'Sunrise and sunset viewing areas are a short shuttle ride away, and the night sky here is among the clearest in the world.',
    '乘坐短程接驳车即可前往日出和日落观景区，这里的夜空是世界上最清澈的之一。',
    '搭乘短程接駁車即可前往日出與日落觀景區，這裡的夜空是世界上最清澈的之一。',
    '셔틀로 잠시만 가면 일출과 일몰 전망대가 있으며, 이곳의 밤하늘은 세계에서 가장 맑은 곳 중 하나입니다.',
  ),
};

export type Facility =
  | 'wifi'
  | 'frontDesk'
  | 'restaurant'
  | 'bar'
  | 'pool'
  | 'gym'
  | 'spa'
  | 'parking'
  | 'valet'
  | 'shuttle'
  | 'laundry'
  | 'kidsClub'
  | 'beach'
  | 'lift'
  | 'kitchen'
  | 'tourDesk'
  | 'luggage'
  | 'bbq'
  | 'nonSmoking'
  | 'roomService'
  | 'concierge';

export const FACILITIES: Record<Facility, Localized> = {
  wifi: l('Free Wi-Fi', '免费无线网络', '免費無線網路', '무료 Wi-Fi'),
  frontDesk: l('24-hour front desk', '24小时前台', '24小時櫃台', '24시간 프런트 데스크'),
  restaurant: l('Restaurant', '餐厅', '餐廳', '레스토랑'),
  bar: l('Bar', '酒吧', '酒吧', '바'),
  pool: l('Outdoor swimming pool', '室外游泳池', '室外游泳池', '야외 수영장'),
  gym: l('Fitness centre', '健身中心', '健身中心', '피트니스 센터'),
  spa: l('Day spa', '水疗中心', '水療中心', '데이 스파'),
  parking: l('Free parking', '免费停车', '免費停車', '무료 주차'),
  valet: l('Valet parking', '代客泊车', '代客泊車', '발레 파킹'),
  shuttle: l('Airport shuttle', '机场接送', '機場接送', '공항 셔틀'),
  laundry: l('Guest laundry', '自助洗衣房', '自助洗衣房', '게스트 세탁실'),
  kidsClub: l('Kids club', '儿童俱乐部', '兒童俱樂部', '키즈 클럽'),
  beach: l('Beach access', '海滩通道', '海灘通道', '해변 이용'),
  lift: l('Lift', '电梯', '電梯', '엘리베이터'),
  kitchen: l('Shared guest kitchen', '公用厨房', '公用廚房', '공용 주방'),
  tourDesk: l('Tour desk', '旅游咨询台', '旅遊諮詢台', '투어 데스크'),
  luggage: l('Luggage storage', '行李寄存', '行李寄存', '짐 보관'),
  bbq: l('BBQ area', '烧烤区', '烤肉區', '바비큐 구역'),
  nonSmoking: l('Non-smoking property', '全面禁烟', '全面禁菸', '전 구역 금연'),
  roomService: l('24-hour room service', '24小时客房送餐', '24小時客房送餐', '24시간 룸서비스'),
  concierge: l('Concierge', '礼宾服务', '禮賓服務', '컨시어지'),
};

/** Facilities by star rating, most telling first (cards show the first four). */
export const FACILITIES_BY_STARS: Record<number, readonly Facility[]> = {
  1: ['wifi', 'kitchen', 'tourDesk', 'laundry', 'luggage', 'nonSmoking'],
  2: ['wifi', 'parking', 'laundry', 'bbq', 'luggage', 'nonSmoking'],
  3: ['wifi', 'restaurant', 'parking', 'lift', 'laundry', 'luggage', 'nonSmoking'],
  4: ['wifi', 'pool', 'restaurant', 'bar', 'gym', 'frontDesk', 'lift', 'concierge', 'nonSmoking'],
  5: [
    'wifi',
    'pool',
    'spa',
    'restaurant',
    'bar',
    'gym',
    'frontDesk',
    'roomService',
    'concierge',
    'valet',
    'nonSmoking',
  ],
};

export const POLICIES = {
  times: l(
    'Check-in from {in}; check-out by {out}.',
    '入住时间{in}之后；退房时间{out}之前。',
    '入住時間{in}之後；退房時間{out}之前。',
    '체크인 {in}부터, 체크아웃 {out}까지.',
  ),
  id: l(
    'Photo ID and a credit card are required at check-in.',
    '办理入住时须出示带照片的身份证件和信用卡。',
    '辦理入住時須出示附照片的身分證件與信用卡。',
    '체크인 시 사진이 있는 신분증과 신용카드가 필요합니다.',
  ),
  children: l(
    'Children aged 0–3 stay free using existing bedding; older children are charged by age.',
    '0至3岁儿童使用现有床铺免费入住；较大儿童按年龄收费。',
    '0至3歲兒童使用現有床鋪免費入住；較大兒童按年齡收費。',
    '0~3세 아동은 기존 침구 사용 시 무료이며, 그 이상의 아동은 나이에 따라 요금이 부과됩니다.',
  ),
  pets: l('Pets are not allowed.', '不可携带宠物。', '不可攜帶寵物。', '반려동물은 동반할 수 없습니다.'),
  minors: l(
    'Guests under 18 must be accompanied by an adult.',
    '未满18岁的住客须由成人陪同。',
    '未滿18歲的住客須由成人陪同。',
    '18세 미만 투숙객은 성인과 동반해야 합니다.',
  ),
  taxes: l(
    'Prices include all taxes and fees.',
    '价格已含所有税费。',
    '價格已含所有稅費。',
    '요금에는 모든 세금과 수수료가 포함되어 있습니다.',
  ),
};

export type RoomTemplate =
  | 'budgetDouble'
  | 'budgetTwin'
  | 'familyBunk'
  | 'standardQueen'
  | 'standardTwin'
  | 'family'
  | 'studio'
  | 'twoBedApt'
  | 'deluxeKing'
  | 'deluxeTwin'
  | 'view'
  | 'oneBedSuite'
  | 'villa'
  | 'bure';

type RoomFacility = Localized;
const AIRCON = l('Air conditioning', '空调', '空調', '에어컨');
const SHARED_BATH = l('Shared bathroom', '公用浴室', '公用浴室', '공용 욕실');
const LOCKERS = l('Lockers', '储物柜', '置物櫃', '사물함');
const PRIVATE_BATH = l('Private bathroom', '独立浴室', '獨立浴室', '전용 욕실');
const TV = l('Flat-screen TV', '平板电视', '平板電視', '평면 TV');
const KETTLE = l('Tea and coffee making', '茶和咖啡冲泡设施', '茶與咖啡沖泡設備', '차·커피 메이커');
const MINIBAR = l('Minibar', '迷你吧', '迷你吧', '미니바');
const SAFE = l('In-room safe', '客房保险箱', '客房保險箱', '객실 금고');
const ROBES = l('Bathrobes', '浴袍', '浴袍', '목욕 가운');
const LIVING = l('Separate living area', '独立起居区', '獨立起居區', '별도 거실');
const KITCHENETTE = l('Kitchenette', '小厨房', '小廚房', '간이 주방');
const KITCHEN = l('Full kitchen', '完整厨房', '完整廚房', '풀 키친');
const WASHER = l('Washing machine', '洗衣机', '洗衣機', '세탁기');
const BALCONY = l('Balcony', '阳台', '陽台', '발코니');
const PLUNGE = l('Private plunge pool', '私人泳池', '私人泳池', '전용 플런지 풀');
const OUTDOOR_SHOWER = l('Outdoor shower', '户外淋浴', '戶外淋浴', '야외 샤워');
const FAN = l('Ceiling fan', '吊扇', '吊扇', '천장 선풍기');
const DECK = l('Private deck', '私人露台', '私人露台', '전용 데크');

export type RoomTemplateSource = {
  name: Localized;
  beds: Localized;
  maxAdults: number;
  maxChildren: number;
  size: number;
  facilities: readonly RoomFacility[];
  /** Price against the hotel's base room. */
  priceFactor: number;
  /** Rooms of the type the hotel sells on a normal night. */
  allotment: number;
  picture: 'bunk' | 'double' | 'twin' | 'king' | 'suite' | 'villa';
};

const STANDARD = [AIRCON, PRIVATE_BATH, TV, KETTLE];
const DELUXE = [...STANDARD, MINIBAR, SAFE, ROBES];

export const ROOM_TEMPLATES: Record<RoomTemplate, RoomTemplateSource> = {
  budgetDouble: {
    name: l('Budget Double Room', '经济双人间', '經濟雙人房', '이코노미 더블룸'),
    beds: l('1 double bed', '1张双人床', '1張雙人床', '더블 침대 1개'),
    maxAdults: 2,
    maxChildren: 0,
    size: 12,
    facilities: [AIRCON, SHARED_BATH, LOCKERS],
    priceFactor: 1,
    allotment: 6,
    picture: 'double',
  },
  budgetTwin: {
    name: l('Budget Twin Room', '经济双床间', '經濟雙床房', '이코노미 트윈룸'),
    beds: l('2 single beds', '2张单人床', '2張單人床', '싱글 침대 2개'),
    maxAdults: 2,
    maxChildren: 0,
    size: 12,
    facilities: [AIRCON, SHARED_BATH, LOCKERS],
    priceFactor: 1,
    allotment: 6,
    picture: 'twin',
  },
  familyBunk: {
    name: l('Family Room with Bunks', '家庭房（含上下铺）', '家庭房（含上下舖）', '이층 침대 패밀리룸'),
    beds: l(
      '1 double bed and 1 bunk bed',
      '1张双人床和1张上下铺',
      '1張雙人床與1張上下舖',
      '더블 침대 1개, 이층 침대 1개',
    ),
    maxAdults: 2,
    maxChildren: 2,
    size: 18,
    facilities: [AIRCON, PRIVATE_BATH, LOCKERS],
    priceFactor: 1.5,
    allotment: 3,
    picture: 'bunk',
  },
  standardQueen: {
    name: l('Standard Queen Room', '标准大床房', '標準大床房', '스탠더드 퀸룸'),
    beds: l('1 queen bed', '1张大床', '1張大床', '퀸 침대 1개'),
    maxAdults: 2,
    maxChildren: 1,
    size: 22,
    facilities: STANDARD,
    priceFactor: 1,
    allotment: 7,
    picture: 'double',
  },
  standardTwin: {
    name: l('Standard Twin Room', '标准双床房', '標準雙床房', '스탠더드 트윈룸'),
    beds: l('2 single beds', '2张单人床', '2張單人床', '싱글 침대 2개'),
    maxAdults: 2,
    maxChildren: 1,
    size: 22,
    facilities: STANDARD,
    priceFactor: 1,
    allotment: 5,
    picture: 'twin',
  },
  family: {
    name: l('Family Room', '家庭房', '家庭房', '패밀리룸'),
    beds: l('1 queen bed and 2 single beds', '1张大床和2张单人床', '1張大床與2張單人床', '퀸 침대 1개, 싱글 침대 2개'),
    maxAdults: 3,
    maxChildren: 2,
    size: 38,
    facilities: STANDARD,
    priceFactor: 1.45,
    allotment: 4,
    picture: 'twin',
  },
  studio: {
    name: l('Studio Apartment', '开间公寓', '開間公寓', '스튜디오 아파트'),
    beds: l('1 queen bed', '1张大床', '1張大床', '퀸 침대 1개'),
    maxAdults: 2,
    maxChildren: 1,
    size: 30,
    facilities: [AIRCON, PRIVATE_BATH, TV, KITCHENETTE, WASHER],
    priceFactor: 1,
    allotment: 6,
    picture: 'double',
  },
  twoBedApt: {
    name: l('Two-Bedroom Apartment', '两卧室公寓', '兩臥室公寓', '투베드룸 아파트'),
    beds: l(
      '1 king bed and 2 single beds',
      '1张特大床和2张单人床',
      '1張特大床與2張單人床',
      '킹 침대 1개, 싱글 침대 2개',
    ),
    maxAdults: 4,
    maxChildren: 2,
    size: 85,
    facilities: [AIRCON, PRIVATE_BATH, TV, KITCHEN, WASHER, BALCONY],
    priceFactor: 1.9,
    allotment: 3,
    picture: 'suite',
  },
  deluxeKing: {
    name: l('Deluxe King Room', '豪华特大床房', '豪華特大床房', '디럭스 킹룸'),
    beds: l('1 king bed', '1张特大床', '1張特大床', '킹 침대 1개'),
    maxAdults: 2,
    maxChildren: 1,
    size: 32,
    facilities: DELUXE,
    priceFactor: 1,
    allotment: 8,
    picture: 'king',
  },
  deluxeTwin: {
    name: l('Deluxe Double-Double Room', '豪华双床房', '豪華雙床房', '디럭스 더블-더블룸'),
    beds: l('2 double beds', '2张双人床', '2張雙人床', '더블 침대 2개'),
    maxAdults: 4,
    maxChildren: 2,
    size: 34,
    facilities: DELUXE,
    priceFactor: 1.25,
    allotment: 5,
    picture: 'twin',
  },
  view: {
    name: l('View King Room', '景观特大床房', '景觀特大床房', '뷰 킹룸'),
    beds: l('1 king bed', '1张特大床', '1張特大床', '킹 침대 1개'),
    maxAdults: 2,
    maxChildren: 1,
    size: 34,
    facilities: [...DELUXE, BALCONY],
    priceFactor: 1.3,
    allotment: 5,
    picture: 'king',
  },
  oneBedSuite: {
    name: l('One-Bedroom Suite', '一卧室套房', '一臥室套房', '원베드룸 스위트'),
    beds: l('1 king bed and 1 sofa bed', '1张特大床和1张沙发床', '1張特大床與1張沙發床', '킹 침대 1개, 소파베드 1개'),
    maxAdults: 2,
    maxChildren: 2,
    size: 55,
    facilities: [...DELUXE, LIVING, KITCHENETTE],
    priceFactor: 1.8,
    allotment: 3,
    picture: 'suite',
  },
  villa: {
    name: l('Pool Villa', '泳池别墅', '泳池別墅', '풀 빌라'),
    beds: l('1 king bed', '1张特大床', '1張特大床', '킹 침대 1개'),
    maxAdults: 2,
    maxChildren: 2,
    size: 90,
    facilities: [...DELUXE, PLUNGE, OUTDOOR_SHOWER],
    priceFactor: 2.8,
    allotment: 2,
    picture: 'villa',
  },
  bure: {
    name: l('Beachfront Bure', '海滨茅草屋', '海濱茅草屋', '비치프런트 부레'),
    beds: l(
      '1 king bed and 1 single bed',
      '1张特大床和1张单人床',
      '1張特大床與1張單人床',
      '킹 침대 1개, 싱글 침대 1개',
    ),
    maxAdults: 3,
    maxChildren: 2,
    size: 60,
    facilities: [FAN, PRIVATE_BATH, KETTLE, MINIBAR, DECK, OUTDOOR_SHOWER],
    priceFactor: 2.2,
    allotment: 2,
    picture: 'villa',
  },
};

/** What a "view" room looks out on, by setting. */
export const VIEW_NAMES: Record<Setting, Localized> = {
  harbour: l('Harbour View King Room', '海港景观特大床房', '海港景觀特大床房', '하버 뷰 킹룸'),
  river: l('River View King Room', '河景特大床房', '河景特大床房', '리버 뷰 킹룸'),
  city: l('City View King Room', '城景特大床房', '城景特大床房', '시티 뷰 킹룸'),
  beach: l('Ocean View King Room', '海景特大床房', '海景特大床房', '오션 뷰 킹룸'),
  reef: l('Ocean View King Room', '海景特大床房', '海景特大床房', '오션 뷰 킹룸'),
  island: l('Lagoon View King Room', '泻湖景观特大床房', '瀉湖景觀特大床房', '라군 뷰 킹룸'),
  rainforest: l('Rainforest View King Room', '雨林景观特大床房', '雨林景觀特大床房', '레인포레스트 뷰 킹룸'),
  lake: l('Lake View King Room', '湖景特大床房', '湖景特大床房', '레이크 뷰 킹룸'),
  alpine: l('Mountain View King Room', '山景特大床房', '山景特大床房', '마운틴 뷰 킹룸'),
  wine: l('Vineyard View King Room', '葡萄园景观特大床房', '葡萄園景觀特大床房', '빈야드 뷰 킹룸'),
  outback: l('Desert View King Room', '沙漠景观特大床房', '沙漠景觀特大床房', '데저트 뷰 킹룸'),
};

/** Room types a hotel offers, by stars and kind (the first is its base room). */
export function roomTemplatesOf(stars: number, kind: HotelKind, tropical: boolean): RoomTemplate[] {
  if (stars === 1) return ['budgetDouble', 'budgetTwin', 'familyBunk'];
  if (stars === 2) return ['standardQueen', 'standardTwin', 'family'];
  if (kind === 'apartments') return ['studio', 'twoBedApt'];
  if (kind === 'suites') return ['oneBedSuite', 'twoBedApt'];
  if (stars === 3)
    return kind === 'lodge' ? ['standardQueen', 'view', 'family'] : ['standardQueen', 'standardTwin', 'view'];
  if (kind === 'resort') {
    const special: RoomTemplate = tropical ? 'bure' : stars === 5 ? 'villa' : 'oneBedSuite';
    return stars === 5 ? ['view', 'oneBedSuite', special] : ['view', 'family', special];
  }
  if (stars === 4)
    return kind === 'lodge'
      ? ['deluxeKing', 'view', 'oneBedSuite']
      : ['deluxeKing', 'deluxeTwin', 'view', 'oneBedSuite'];
  return ['deluxeKing', 'view', 'oneBedSuite'];
}
