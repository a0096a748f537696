import type { LocationNode, SiteLanguage } from '@storefront/contracts';
import { localized, perSiteLanguage } from './localized.js';
import type { Localized } from './localized.js';

/** A place as written below: slug, then its title in en-AU, zh-CN, zh-TW, ko-KR, then its children (none for a leaf). */
type PlaceSource = readonly [
  slug: string,
  enAU: string,
  zhCN: string,
  zhTW: string,
  koKR: string,
  children?: PlaceSource[],
];

/** A place with children: a country, state or region. */
function area(
  slug: string,
  enAU: string,
  zhCN: string,
  zhTW: string,
  koKR: string,
  children: PlaceSource[],
): PlaceSource {
  return [slug, enAU, zhCN, zhTW, koKR, children];
}

/** A place of the stored tree. Its id is the parent's id and its slug joined by '-' (`au-nsw-sydney`). */
export type Place = { readonly id: string; readonly title: Localized; readonly collection?: readonly Place[] };

// Some lesser-known places carry their English name in brackets in Chinese, as the storefront shows them (spec §3).
const AUSTRALIA = area('au', 'Australia', '澳大利亚', '澳洲', '호주', [
  area('nsw', 'New South Wales', '新南威尔士州', '新南威爾斯州', '뉴사우스웨일스주', [
    ['sydney', 'Sydney', '悉尼', '雪梨', '시드니'],
    ['bluemountains', 'Blue Mountains', '蓝山', '藍山', '블루마운틴'],
    ['huntervalley', 'Hunter Valley', '猎人谷', '獵人谷', '헌터밸리'],
    ['byronbay', 'Byron Bay', '拜伦湾', '拜倫灣', '바이런베이'],
    ['portstephens', 'Port Stephens', '斯蒂芬斯港', '史蒂芬斯港', '포트스티븐스'],
    ['newcastle', 'Newcastle', '纽卡斯尔', '紐卡索', '뉴캐슬'],
    ['centralcoast', 'Central Coast', '中央海岸', '中央海岸', '센트럴코스트'],
    ['jervisbay', 'Jervis Bay', '杰维斯湾', '傑維斯灣', '저비스베이'],
    ['wollongong', 'Wollongong', '卧龙岗', '臥龍崗', '울런공'],
    ['coffsharbour', 'Coffs Harbour', '科夫斯港', '科夫斯港', '콥스하버'],
    ['portmacquarie', 'Port Macquarie', '麦夸里港', '麥覺理港', '포트맥쿼리'],
    ['snowymountains', 'Snowy Mountains', '雪山', '雪山', '스노위마운틴'],
  ]),
  area('qld', 'Queensland', '昆士兰州', '昆士蘭州', '퀸즐랜드주', [
    ['brisbane', 'Brisbane', '布里斯班', '布里斯本', '브리즈번'],
    ['goldcoast', 'Gold Coast', '黄金海岸', '黃金海岸', '골드코스트'],
    ['sunshinecoast', 'Sunshine Coast', '阳光海岸', '陽光海岸', '선샤인코스트'],
    ['noosa', 'Noosa', '努沙', '努沙', '누사'],
    ['cairns', 'Cairns', '凯恩斯', '凱恩斯', '케언스'],
    ['portdouglas', 'Port Douglas', '道格拉斯港', '道格拉斯港', '포트더글러스'],
    ['kuranda', 'Kuranda', '库兰达', '庫蘭達', '쿠란다'],
    ['daintree', 'Daintree', '丹翠(Daintree)', '丹翠(Daintree)', '데인트리'],
    ['whitsundays', 'Whitsundays', '圣灵群岛', '聖靈群島', '휘트선데이'],
    ['airliebeach', 'Airlie Beach', '艾尔利海滩', '艾爾利海灘', '에얼리비치'],
    ['hamiltonisland', 'Hamilton Island', '汉密尔顿岛', '漢密爾頓島', '해밀턴섬'],
    ['kgari', "K'gari (Fraser Island)", '弗雷泽岛', '費沙島', '크가리(프레이저섬)'],
    ['herveybay', 'Hervey Bay', '赫维湾', '赫維灣', '허비베이'],
    ['moretonisland', 'Moreton Island', '摩顿岛', '摩頓島', '모튼섬'],
    ['townsville', 'Townsville', '汤斯维尔', '湯斯維爾', '타운즈빌'],
    ['toowoomba', 'Toowoomba', '图文巴', '圖文巴', '투움바'],
  ]),
  area('vic', 'Victoria', '维多利亚州', '維多利亞州', '빅토리아주', [
    ['melbourne', 'Melbourne', '墨尔本', '墨爾本', '멜버른'],
    ['greatoceanroad', 'Great Ocean Road', '大洋路', '大洋路', '그레이트오션로드'],
    ['phillipisland', 'Phillip Island', '菲利普岛', '菲利普島', '필립아일랜드'],
    ['yarravalley', 'Yarra Valley', '亚拉河谷', '雅拉河谷', '야라밸리'],
    ['morningtonpeninsula', 'Mornington Peninsula', '莫宁顿半岛', '莫寧頓半島', '모닝턴반도'],
    ['dandenongranges', 'Dandenong Ranges', '丹德农山脉', '丹頓農山脈', '단데농산맥'],
    ['grampians', 'Grampians', '格兰屏', '格蘭屏', '그램피언스'],
    ['ballarat', 'Ballarat', '巴拉瑞特', '巴拉瑞特', '밸러랫'],
    ['bendigo', 'Bendigo', '本迪戈', '本迪戈', '벤디고'],
    ['geelong', 'Geelong', '吉朗', '吉朗', '질롱'],
    ['wilsonspromontory', 'Wilsons Promontory', '威尔逊岬', '威爾遜岬', '윌슨스프로몬토리'],
    ['mountbuller', 'Mount Buller', '布勒山', '布勒山', '마운트불러'],
  ]),
  area('sa', 'South Australia', '南澳大利亚州', '南澳洲', '남호주', [
    ['adelaide', 'Adelaide', '阿德莱德', '阿德雷德', '애들레이드'],
    ['barossavalley', 'Barossa Valley', '巴罗莎谷', '巴羅莎谷', '바로사밸리'],
    ['kangarooisland', 'Kangaroo Island', '袋鼠岛', '袋鼠島', '캥거루섬'],
    ['mclarenvale', 'McLaren Vale', '麦克拉伦谷', '麥拉倫谷', '맥라렌베일'],
    ['adelaidehills', 'Adelaide Hills', '阿德莱德山', '阿德雷德山', '애들레이드힐스'],
    ['clarevalley', 'Clare Valley', '克莱尔谷', '克萊爾谷', '클레어밸리'],
    ['coonawarra', 'Coonawarra', '库纳瓦拉(Coonawarra)', '庫納瓦拉(Coonawarra)', '쿠나와라'],
    ['flindersranges', 'Flinders Ranges', '弗林德斯山脉', '弗林德斯山脈', '플린더스산맥'],
    ['portlincoln', 'Port Lincoln', '林肯港', '林肯港', '포트링컨'],
    ['victorharbor', 'Victor Harbor', '维克多港', '維克多港', '빅터하버'],
    ['cooberpedy', 'Coober Pedy', '库伯佩迪', '庫伯佩迪', '쿠버페디'],
  ]),
  area('wa', 'Western Australia', '西澳大利亚州', '西澳洲', '서호주', [
    ['perth', 'Perth', '珀斯', '伯斯', '퍼스'],
    ['fremantle', 'Fremantle', '弗里曼特尔', '費里曼圖', '프리맨틀'],
    ['rottnestisland', 'Rottnest Island', '罗特内斯特岛', '羅特尼斯島', '로트네스트섬'],
    ['swanvalley', 'Swan Valley', '天鹅谷', '天鵝谷', '스완밸리'],
    ['margaretriver', 'Margaret River', '玛格丽特河', '瑪格麗特河', '마거릿리버'],
    ['busselton', 'Busselton', '巴瑟尔顿', '巴瑟爾頓', '버셀턴'],
    ['pinnacles', 'Pinnacles Desert', '尖峰石阵', '尖峰石陣', '피너클스사막'],
    ['kalbarri', 'Kalbarri', '卡尔巴里', '卡爾巴里', '칼바리'],
    ['broome', 'Broome', '布鲁姆', '布魯姆', '브룸'],
    ['exmouth', 'Exmouth', '埃克斯茅斯', '埃克斯茅斯', '엑스머스'],
    ['albany', 'Albany', '奥尔巴尼', '奧爾巴尼', '올버니'],
    ['esperance', 'Esperance', '埃斯佩兰斯', '埃斯佩蘭斯', '에스페란스'],
  ]),
  area('tas', 'Tasmania', '塔斯马尼亚州', '塔斯馬尼亞州', '태즈메이니아주', [
    ['hobart', 'Hobart', '霍巴特', '荷巴特', '호바트'],
    ['launceston', 'Launceston', '朗塞斯顿', '朗塞斯頓', '론서스턴'],
    ['cradlemountain', 'Cradle Mountain', '摇篮山', '搖籃山', '크래들마운틴'],
    ['freycinet', 'Freycinet', '菲欣纳(Freycinet)', '菲欣納(Freycinet)', '프레이시넷'],
    ['brunyisland', 'Bruny Island', '布鲁尼岛', '布魯尼島', '브루니섬'],
    ['portarthur', 'Port Arthur', '亚瑟港', '亞瑟港', '포트아서'],
    ['bayoffires', 'Bay of Fires', '火焰湾', '火焰灣', '베이오브파이어스'],
    ['huonvalley', 'Huon Valley', '休恩谷', '休恩谷', '휴온밸리'],
    ['devonport', 'Devonport', '德文港', '德文港', '데번포트'],
    ['strahan', 'Strahan', '斯特拉恩(Strahan)', '斯特拉恩(Strahan)', '스트레이핸'],
  ]),
  area('nt', 'Northern Territory', '北领地', '北領地', '노던테리토리', [
    ['darwin', 'Darwin', '达尔文', '達爾文', '다윈'],
    ['uluru', 'Uluru', '乌鲁鲁', '烏魯魯', '울루루'],
    ['alicesprings', 'Alice Springs', '爱丽斯泉', '愛麗斯泉', '앨리스스프링스'],
    ['kingscanyon', 'Kings Canyon', '国王峡谷', '國王峽谷', '킹스캐니언'],
    ['kakadu', 'Kakadu', '卡卡杜', '卡卡度', '카카두'],
    ['litchfield', 'Litchfield', '利奇菲尔德', '利奇菲爾德', '리치필드'],
    ['katherine', 'Katherine', '凯瑟琳', '凱瑟琳', '캐서린'],
  ]),
  area('act', 'Australian Capital Territory', '澳大利亚首都领地', '澳洲首都領地', '호주 수도 준주', [
    ['canberra', 'Canberra', '堪培拉', '坎培拉', '캔버라'],
    ['tidbinbilla', 'Tidbinbilla', '汀宾比拉(Tidbinbilla)', '汀賓比拉(Tidbinbilla)', '티드빈빌라'],
  ]),
]);

// NZ is listed by tourism region, so a few names (Gisborne, Nelson, Kerikeri, Queenstown, Rotorua…) are both
// a region and a town, or a town in two regions (spec §3: "some titles repeat across regions").
const NEW_ZEALAND = area('nz', 'New Zealand', '新西兰', '紐西蘭', '뉴질랜드', [
  area('northland', 'Northland', '北地', '北地', '노스랜드', [
    ['whangarei', 'Whangārei', '旺阿雷', '旺格雷', '황가레이'],
    ['kerikeri', 'Kerikeri', '凯里凯里', '凱里凱里', '케리케리'],
    ['kaitaia', 'Kaitaia', '凯塔亚', '凱塔亞', '카이타이아'],
    ['ninetymilebeach', 'Ninety Mile Beach', '九十英里海滩', '九十哩海灘', '나인티마일비치'],
    ['capereinga', 'Cape Reinga', '雷因格角', '雷恩加角', '레잉가곶'],
  ]),
  area('bayofislands', 'Bay of Islands', '岛屿湾', '島嶼灣', '베이오브아일랜즈', [
    ['paihia', 'Paihia', '派希亚', '派希亞', '파이히아'],
    ['russell', 'Russell', '罗素', '羅素', '러셀'],
    ['kerikeri', 'Kerikeri', '凯里凯里', '凱里凱里', '케리케리'],
    ['waitangi', 'Waitangi', '怀唐伊', '懷唐伊', '와이탕이'],
  ]),
  area('auckland', 'Auckland', '奥克兰', '奧克蘭', '오클랜드', [
    ['city', 'Auckland City', '奥克兰市区', '奧克蘭市區', '오클랜드 시내'],
    ['waiheke', 'Waiheke Island', '激流岛', '激流島', '와이헤케섬'],
    ['rangitoto', 'Rangitoto Island', '朗伊托托岛', '朗伊托托島', '랑기토토섬'],
    ['devonport', 'Devonport', '德文波特', '德文波特', '데번포트'],
    ['piha', 'Piha', '皮哈(Piha)', '皮哈(Piha)', '피하'],
    ['muriwai', 'Muriwai', '穆里怀', '穆里懷', '무리와이'],
    ['matakana', 'Matakana', '马塔卡纳', '馬塔卡納', '마타카나'],
  ]),
  area('waikato', 'Waikato', '怀卡托', '懷卡托', '와이카토', [
    ['hamilton', 'Hamilton', '汉密尔顿', '漢米爾頓', '해밀턴'],
    ['hobbiton', 'Hobbiton (Matamata)', '霍比特村(玛塔玛塔)', '哈比村(瑪塔瑪塔)', '호비튼(마타마타)'],
    ['waitomo', 'Waitomo', '怀托摩', '懷托摩', '와이토모'],
    ['raglan', 'Raglan', '拉格伦', '拉格倫', '라글란'],
    ['cambridge', 'Cambridge', '剑桥', '劍橋', '케임브리지'],
  ]),
  area('coromandel', 'Coromandel', '科罗曼德', '科羅曼德', '코로만델', [
    ['whitianga', 'Whitianga', '惠蒂昂加', '惠蒂昂加', '피티앙가'],
    ['cathedralcove', 'Cathedral Cove', '大教堂湾', '大教堂灣', '커시드럴코브'],
    ['hotwaterbeach', 'Hot Water Beach', '热水海滩', '熱水海灘', '핫워터비치'],
    ['thames', 'Thames', '泰晤士', '泰晤士', '템스'],
    ['waihi', 'Waihi', '怀希', '懷希', '와이히'],
  ]),
  area('bayofplenty', 'Bay of Plenty', '丰盛湾', '豐盛灣', '베이오브플렌티', [
    ['tauranga', 'Tauranga', '陶朗加', '陶朗加', '타우랑가'],
    ['mountmaunganui', 'Mount Maunganui', '芒格努伊山', '芒格努伊山', '마운트마웅가누이'],
    ['whakatane', 'Whakatāne', '法卡塔尼', '法卡塔尼', '파카타네'],
  ]),
  area('rotorua', 'Rotorua', '罗托鲁瓦', '羅托魯瓦', '로토루아', [
    ['rotorua', 'Rotorua', '罗托鲁瓦', '羅托魯瓦', '로토루아'],
    ['tepuia', 'Te Puia', '蒂普亚', '蒂普亞', '테푸이아'],
    ['waiotapu', 'Wai-O-Tapu', '怀奥塔普', '懷奧塔普', '와이오타푸'],
    ['waimangu', 'Waimangu', '怀曼古(Waimangu)', '懷曼古(Waimangu)', '와이망구'],
    ['laketarawera', 'Lake Tarawera', '塔拉威拉湖', '塔拉威拉湖', '타라웨라호수'],
  ]),
  area('taupo', 'Taupō', '陶波', '陶波', '타우포', [
    ['taupo', 'Taupō', '陶波', '陶波', '타우포'],
    ['hukafalls', 'Huka Falls', '胡卡瀑布', '胡卡瀑布', '후카폭포'],
    ['turangi', 'Tūrangi', '图朗伊', '圖朗伊', '투랑이'],
  ]),
  area('ruapehu', 'Ruapehu', '鲁阿佩胡', '魯阿佩胡', '루아페후', [
    ['tongariro', 'Tongariro National Park', '汤加里罗国家公园', '東加里羅國家公園', '통가리로 국립공원'],
    ['whakapapa', 'Whakapapa', '法卡帕帕', '法卡帕帕', '와카파파'],
    ['ohakune', 'Ohakune', '奥哈库尼', '奧哈庫尼', '오하쿠니'],
  ]),
  area('gisborne', 'Gisborne', '吉斯伯恩', '吉斯伯恩', '기즈번', [
    ['gisborne', 'Gisborne', '吉斯伯恩', '吉斯伯恩', '기즈번'],
    ['tolagabay', 'Tolaga Bay', '托拉加湾', '托拉加灣', '톨라가베이'],
  ]),
  area('hawkesbay', "Hawke's Bay", '霍克斯湾', '霍克斯灣', '호크스베이', [
    ['napier', 'Napier', '内皮尔', '納皮爾', '네이피어'],
    ['hastings', 'Hastings', '黑斯廷斯', '黑斯廷斯', '헤이스팅스'],
    ['havelocknorth', 'Havelock North', '北哈夫洛克(Havelock North)', '北哈夫洛克(Havelock North)', '해블록노스'],
  ]),
  area('taranaki', 'Taranaki', '塔拉纳基', '塔拉納基', '타라나키', [
    ['newplymouth', 'New Plymouth', '新普利茅斯', '新普利茅斯', '뉴플리머스'],
    ['mounttaranaki', 'Mount Taranaki', '塔拉纳基山', '塔拉納基山', '타라나키산'],
    ['hawera', 'Hāwera', '哈威拉', '哈威拉', '하웨라'],
  ]),
  area('manawatu', 'Manawatū-Whanganui', '马纳瓦图-旺格努伊', '馬納瓦圖-旺格努伊', '마나와투-왕가누이', [
    ['palmerstonnorth', 'Palmerston North', '北帕默斯顿', '北帕默斯頓', '파머스턴노스'],
    ['whanganui', 'Whanganui', '旺格努伊', '旺格努伊', '왕가누이'],
  ]),
  area('wairarapa', 'Wairarapa', '怀拉拉帕', '懷拉拉帕', '와이라라파', [
    ['martinborough', 'Martinborough', '马丁堡', '馬丁堡', '마틴버러'],
    ['masterton', 'Masterton', '马斯特顿', '馬斯特頓', '매스터턴'],
    ['greytown', 'Greytown', '格雷敦', '格雷敦', '그레이타운'],
  ]),
  area('wellington', 'Wellington', '惠灵顿', '威靈頓', '웰링턴', [
    ['city', 'Wellington City', '惠灵顿市区', '威靈頓市區', '웰링턴 시내'],
    ['lowerhutt', 'Lower Hutt', '下哈特', '下哈特', '로어헛'],
    ['kapiticoast', 'Kāpiti Coast', '卡皮蒂海岸', '卡皮蒂海岸', '카피티코스트'],
  ]),
  area('nelson', 'Nelson', '尼尔森', '尼爾森', '넬슨', [
    ['nelson', 'Nelson', '尼尔森', '尼爾森', '넬슨'],
    ['nelsonlakes', 'Nelson Lakes', '尼尔森湖', '尼爾森湖', '넬슨레이크스'],
  ]),
  area('tasman', 'Tasman', '塔斯曼', '塔斯曼', '태즈먼', [
    ['abeltasman', 'Abel Tasman National Park', '亚伯塔斯曼国家公园', '亞伯塔斯曼國家公園', '에이벌태즈먼 국립공원'],
    ['kaiteriteri', 'Kaiteriteri', '凯特里特里(Kaiteriteri)', '凱特里特里(Kaiteriteri)', '카이테리테리'],
    ['motueka', 'Motueka', '莫图伊卡', '莫圖伊卡', '모투에카'],
    ['goldenbay', 'Golden Bay', '黄金湾', '黃金灣', '골든베이'],
  ]),
  area('marlborough', 'Marlborough', '马尔堡', '馬爾堡', '말버러', [
    ['blenheim', 'Blenheim', '布伦海姆', '布倫亨', '블레넘'],
    ['picton', 'Picton', '皮克顿', '皮克頓', '픽턴'],
    ['marlboroughsounds', 'Marlborough Sounds', '马尔堡峡湾', '馬爾堡峽灣', '말버러사운즈'],
    ['havelock', 'Havelock', '哈夫洛克', '哈夫洛克', '해블록'],
  ]),
  area('kaikoura', 'Kaikōura', '凯库拉', '凱庫拉', '카이코우라', [
    ['kaikoura', 'Kaikōura', '凯库拉', '凱庫拉', '카이코우라'],
    ['kaikourapeninsula', 'Kaikōura Peninsula', '凯库拉半岛', '凱庫拉半島', '카이코우라반도'],
  ]),
  area('westcoast', 'West Coast', '西海岸', '西海岸', '웨스트코스트', [
    ['greymouth', 'Greymouth', '格雷茅斯', '格雷茅斯', '그레이마우스'],
    ['hokitika', 'Hokitika', '霍基蒂卡', '霍基蒂卡', '호키티카'],
    ['punakaiki', 'Punakaiki', '普纳凯基', '普納凱基', '푸나카이키'],
    ['westport', 'Westport', '韦斯特波特', '韋斯特波特', '웨스트포트'],
    ['franzjosef', 'Franz Josef Glacier', '弗朗茨约瑟夫冰川', '法蘭士約瑟夫冰河', '프란츠요제프 빙하'],
    ['foxglacier', 'Fox Glacier', '福克斯冰川', '福克斯冰河', '폭스 빙하'],
  ]),
  area('canterbury', 'Canterbury', '坎特伯雷', '坎特伯里', '캔터베리', [
    ['akaroa', 'Akaroa', '阿卡罗阿', '阿卡羅阿', '아카로아'],
    ['hanmersprings', 'Hanmer Springs', '汉默温泉', '漢默溫泉', '핸머스프링스'],
    ['arthurspass', "Arthur's Pass", '亚瑟隘口', '亞瑟隘口', '아서스패스'],
    ['methven', 'Methven', '梅斯文', '梅斯文', '메스번'],
    ['ashburton', 'Ashburton', '阿什伯顿', '阿什伯頓', '애슈버턴'],
    ['timaru', 'Timaru', '提马鲁', '提馬魯', '티마루'],
  ]),
  area('christchurch', 'Christchurch', '基督城', '基督城', '크라이스트처치', [
    ['christchurch', 'Christchurch', '基督城', '基督城', '크라이스트처치'],
    ['lyttelton', 'Lyttelton', '利特尔顿', '利特爾頓', '리틀턴'],
    ['sumner', 'Sumner', '萨姆纳', '薩姆納', '섬너'],
  ]),
  area('mackenzie', 'Mackenzie (Tekapo)', '麦肯齐(特卡波)', '麥肯齊(蒂卡波)', '매켄지(테카포)', [
    ['laketekapo', 'Lake Tekapo', '特卡波湖', '蒂卡波湖', '테카포 호수'],
    ['lakepukaki', 'Lake Pukaki', '普卡基湖', '普卡基湖', '푸카키 호수'],
    ['mountcook', 'Aoraki / Mount Cook', '库克山', '庫克山', '마운트쿡'],
    ['twizel', 'Twizel', '特威泽尔', '特威澤爾', '트와이즐'],
    ['fairlie', 'Fairlie', '费尔利(Fairlie)', '費爾利(Fairlie)', '페어리'],
  ]),
  area('otago', 'Otago', '奥塔哥', '奧塔哥', '오타고', [
    ['queenstown', 'Queenstown', '皇后镇', '皇后鎮', '퀸스타운'],
    ['dunedin', 'Dunedin', '但尼丁', '丹尼丁', '더니든'],
    ['otagopeninsula', 'Otago Peninsula', '奥塔哥半岛', '奧塔哥半島', '오타고반도'],
    ['oamaru', 'Oamaru', '奥马鲁', '奧瑪魯', '오아마루'],
    ['moeraki', 'Moeraki', '摩拉基', '摩拉基', '모에라키'],
  ]),
  area('queenstown', 'Queenstown', '皇后镇(Queenstown)', '皇后鎮(Queenstown)', '퀸스타운', [
    ['queenstown', 'Queenstown', '皇后镇', '皇后鎮', '퀸스타운'],
    ['arrowtown', 'Arrowtown', '箭镇', '箭鎮', '애로타운'],
    ['glenorchy', 'Glenorchy', '格林诺奇', '格林諾奇', '글레노키'],
    ['gibbston', 'Gibbston Valley', '吉布斯顿谷', '吉布斯頓谷', '깁스턴밸리'],
    ['coronetpeak', 'Coronet Peak', '皇冠峰', '皇冠峰', '코로넷피크'],
    ['remarkables', 'The Remarkables', '卓越山', '卓越山', '리마커블스'],
  ]),
  area('wanaka', 'Wānaka', '瓦纳卡', '瓦納卡', '와나카', [
    ['wanaka', 'Wānaka', '瓦纳卡', '瓦納卡', '와나카'],
    ['cardrona', 'Cardrona', '卡德罗纳', '卡德羅納', '카드로나'],
    ['treblecone', 'Treble Cone', '三锥峰', '三錐峰', '트레블콘'],
    ['lakehawea', 'Lake Hāwea', '哈威亚湖', '哈威亞湖', '하위아 호수'],
  ]),
  area('centralotago', 'Central Otago', '中奥塔哥', '中奧塔哥', '센트럴오타고', [
    ['cromwell', 'Cromwell', '克伦威尔', '克倫威爾', '크롬웰'],
    ['alexandra', 'Alexandra', '亚历山德拉', '亞歷山德拉', '알렉산드라'],
    ['clyde', 'Clyde', '克莱德', '克萊德', '클라이드'],
  ]),
  area('fiordland', 'Fiordland', '峡湾地区', '峽灣地區', '피오르드랜드', [
    ['milfordsound', 'Milford Sound', '米尔福德峡湾', '米佛峽灣', '밀퍼드사운드'],
    ['doubtfulsound', 'Doubtful Sound', '神奇峡湾', '神奇峽灣', '다우트풀사운드'],
    ['teanau', 'Te Anau', '蒂阿瑙', '蒂阿瑙', '테아나우'],
    ['manapouri', 'Manapōuri', '马纳普里', '馬納普里', '마나포우리'],
  ]),
  area('southland', 'Southland', '南地', '南地', '사우스랜드', [
    ['invercargill', 'Invercargill', '因弗卡吉尔', '因弗卡吉爾', '인버카길'],
    ['bluff', 'Bluff', '布拉夫', '布拉夫', '블러프'],
    ['catlins', 'The Catlins', '卡特林斯', '卡特林斯', '캐틀린스'],
  ]),
  area('stewartisland', 'Stewart Island', '斯图尔特岛', '史都華島', '스튜어트섬', [
    ['oban', 'Oban', '奥本', '奧本', '오반'],
    ['ulvaisland', 'Ulva Island', '乌尔瓦岛', '烏爾瓦島', '울바섬'],
  ]),
]);

const FIJI = area('fj', 'Fiji', '斐济', '斐濟', '피지', [
  area('vitilevu', 'Viti Levu', '维提岛', '維提島', '비티레부', [
    ['nadi', 'Nadi', '楠迪', '楠迪', '난디'],
    ['denarau', 'Denarau Island', '丹娜努岛', '丹娜努島', '데나라우섬'],
    ['suva', 'Suva', '苏瓦', '蘇瓦', '수바'],
    ['lautoka', 'Lautoka', '劳托卡', '勞托卡', '라우토카'],
    ['coralcoast', 'Coral Coast', '珊瑚海岸', '珊瑚海岸', '코럴코스트'],
    ['sigatoka', 'Sigatoka', '辛加东卡', '辛加東卡', '싱가토카'],
    ['pacificharbour', 'Pacific Harbour', '太平洋港', '太平洋港', '퍼시픽하버'],
    ['mamanuca', 'Mamanuca Islands', '玛玛努卡群岛', '瑪瑪努卡群島', '마마누카 제도'],
    ['yasawa', 'Yasawa Islands', '亚萨瓦群岛', '亞薩瓦群島', '야사와 제도'],
  ]),
  area('vanualevu', 'Vanua Levu', '瓦努阿岛', '瓦努阿島', '바누아레부', [
    ['savusavu', 'Savusavu', '萨武萨武', '薩武薩武', '사부사부'],
    ['labasa', 'Labasa', '兰巴萨', '蘭巴薩', '람바사'],
  ]),
  area('taveuni', 'Taveuni', '塔韦乌尼岛', '塔韋烏尼島', '타베우니', [
    ['waiyevo', 'Waiyevo', '怀耶沃(Waiyevo)', '懷耶沃(Waiyevo)', '와이예보'],
    ['matei', 'Matei', '马泰(Matei)', '馬泰(Matei)', '마테이'],
    ['bouma', 'Bouma National Heritage Park', '布马国家遗产公园', '布馬國家遺產公園', '부마 국립유산공원'],
  ]),
]);

const NEW_CALEDONIA = area('nc', 'New Caledonia', '新喀里多尼亚', '新喀里多尼亞', '뉴칼레도니아', [
  area('noumea', 'Nouméa', '努美阿', '努美阿', '누메아', [
    ['centre', 'Nouméa City Centre', '努美阿市中心', '努美阿市中心', '누메아 시내'],
    ['ansevata', 'Anse Vata', '安斯瓦塔(Anse Vata)', '安斯瓦塔(Anse Vata)', '앙스바타'],
    ['baiedescitrons', 'Baie des Citrons', '柠檬湾', '檸檬灣', '시트롱 만'],
    ['amedee', 'Amédée Island', '阿梅代岛', '阿梅代島', '아메데섬'],
    ['duckisland', 'Duck Island', '鸭子岛', '鴨子島', '덕 아일랜드'],
  ]),
  area('isleofpines', 'Isle of Pines', '松树岛', '松樹島', '일데팽', [
    ['kuto', 'Kuto Bay', '库托湾', '庫托灣', '쿠토 만'],
    ['kanumera', 'Kanumera Bay', '卡努梅拉湾', '卡努梅拉灣', '카누메라 만'],
    ['orobay', 'Oro Bay', '奥罗湾', '奧羅灣', '오로 만'],
    ['vao', 'Vao', '瓦奥(Vao)', '瓦奧(Vao)', '바오'],
  ]),
  area('loyaltyislands', 'Loyalty Islands', '洛亚蒂群岛', '洛亞蒂群島', '로열티 제도', [
    ['lifou', 'Lifou', '利富岛', '利富島', '리푸'],
    ['mare', 'Maré', '马雷岛', '馬雷島', '마레'],
    ['ouvea', 'Ouvéa', '乌韦阿岛', '烏韋阿島', '우베아'],
    ['tiga', 'Tiga', '蒂加岛', '蒂加島', '티가'],
  ]),
  area('south', 'South Province', '南方省', '南方省', '남부주', [
    ['montdore', 'Mont-Dore', '多尔山', '多爾山', '몽도르'],
    ['bluerivers', 'Blue River Park', '蓝河公园', '藍河公園', '블루리버 공원'],
    ['yate', 'Yaté', '亚泰(Yaté)', '亞泰(Yaté)', '야테'],
    ['lafoa', 'La Foa', '拉福阿', '拉福阿', '라포아'],
    ['bourail', 'Bourail', '布拉伊(Bourail)', '布拉伊(Bourail)', '부라이'],
  ]),
  area('north', 'North Province', '北方省', '北方省', '북부주', [
    ['kone', 'Koné', '科内', '科內', '코네'],
    ['voh', 'Voh', '沃(Voh)', '沃(Voh)', '보'],
    ['koumac', 'Koumac', '库马克', '庫馬克', '쿠막'],
    ['hienghene', 'Hienghène', '耶恩盖内(Hienghène)', '耶恩蓋內(Hienghène)', '이엥겐'],
    ['poum', 'Poum', '普姆', '普姆', '품'],
  ]),
]);

function toPlace(source: PlaceSource, parentId?: string): Place {
  const [slug, enAU, zhCN, zhTW, koKR, children] = source;
  const id = parentId ? `${parentId}-${slug}` : slug;
  const title = localized(enAU, zhCN, zhTW, koKR);
  return children ? { id, title, collection: children.map((child) => toPlace(child, id)) } : { id, title };
}

/** The location tree, stored once with every title in all four languages: country → state or region → city or area. */
export const LOCATION_TREE: readonly Place[] = [AUSTRALIA, NEW_ZEALAND, FIJI, NEW_CALEDONIA].map((country) =>
  toPlace(country),
);

function project(place: Place, language: SiteLanguage): LocationNode {
  const title = place.title[language];
  return place.collection
    ? { id: place.id, title, collection: place.collection.map((child) => project(child, language)) }
    : { id: place.id, title };
}

/** The location tree in one language (spec §3). */
export const locations = perSiteLanguage((language): LocationNode[] =>
  LOCATION_TREE.map((country) => project(country, language)),
);

/** Finds a place of the stored tree by id. */
export function findPlace(id: string, places: readonly Place[] = LOCATION_TREE): Place | undefined {
  for (const place of places) {
    if (place.id === id) return place;
    const found = place.collection && findPlace(id, place.collection);
    if (found) return found;
  }
  return undefined;
}
