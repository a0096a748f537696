import type { MessageCatalogue } from './server-messages.js';

/** Server messages of adding hotels, room types and rate plans in the back office (issue 14), keyed by the English text the server throws. */
export const HOTEL_CREATE_MESSAGES: MessageCatalogue = {
  'Give the hotel a name in at least one language': {
    'zh-CN': '请至少用一种语言填写酒店名称',
    'zh-TW': '請至少用一種語言填寫飯店名稱',
    'ko-KR': '하나 이상의 언어로 호텔 이름을 입력해 주세요',
  },
  'Give the room type a name in at least one language': {
    'zh-CN': '请至少用一种语言填写房型名称',
    'zh-TW': '請至少用一種語言填寫房型名稱',
    'ko-KR': '하나 이상의 언어로 객실 유형 이름을 입력해 주세요',
  },
  'The shop does not sell in the currency {currency}': {
    'zh-CN': '本店不使用货币 {currency} 销售',
    'zh-TW': '本店不使用貨幣 {currency} 銷售',
    'ko-KR': '이 상점은 {currency} 통화로 판매하지 않습니다',
  },
  'A hotel has at most {max} photos': {
    'zh-CN': '一家酒店最多 {max} 张照片',
    'zh-TW': '一家飯店最多 {max} 張照片',
    'ko-KR': '호텔 사진은 최대 {max}장입니다',
  },
  'Hotel {id} has no photo {photo}': {
    'zh-CN': '酒店 {id} 没有照片 {photo}',
    'zh-TW': '飯店 {id} 沒有照片 {photo}',
    'ko-KR': '호텔 {id}에 사진 {photo}이(가) 없습니다',
  },
  'List every photo of the hotel once, in the new order': {
    'zh-CN': '请按新顺序列出酒店的每张照片，每张一次',
    'zh-TW': '請按新順序列出飯店的每張照片，每張一次',
    'ko-KR': '호텔의 모든 사진을 새 순서대로 한 번씩 나열해 주세요',
  },
  'A hotel has at most {max} room types': {
    'zh-CN': '每家酒店最多 {max} 个房型',
    'zh-TW': '每家飯店最多 {max} 個房型',
    'ko-KR': '호텔 하나에 객실 유형은 최대 {max}개입니다',
  },
  'A hotel has at most {max} rate plans': {
    'zh-CN': '每家酒店最多 {max} 个价格方案',
    'zh-TW': '每家飯店最多 {max} 個價格方案',
    'ko-KR': '호텔 하나에 요금제는 최대 {max}개입니다',
  },
};
