import type { MessageCatalogue } from './server-messages.js';

/** Server messages of the back office's hotel editing (issue 14), keyed by the English text the server throws. */
export const HOTEL_ADMIN_MESSAGES: MessageCatalogue = {
  'On {date} paid and held stays already take {sold} rooms: the allotment cannot be lower': {
    'zh-CN': '{date} 已付款和保留中的订单已占用 {sold} 间房：房量不能低于此数',
    'zh-TW': '{date} 已付款及保留中的訂單已占用 {sold} 間房：房量不能低於此數',
    'ko-KR': '{date}에는 결제 및 보류된 예약이 이미 객실 {sold}개를 차지하고 있어 객실 수를 그보다 낮출 수 없습니다',
  },
  'Say what to change: price, allotment or closed': {
    'zh-CN': '请说明要修改的内容：价格、房量或关闭',
    'zh-TW': '請說明要修改的內容：價格、房量或關閉',
    'ko-KR': '변경할 항목을 지정해 주세요: 가격, 객실 수 또는 마감',
  },
  'No room type {id} in this hotel': {
    'zh-CN': '该酒店没有房型 {id}',
    'zh-TW': '該飯店沒有房型 {id}',
    'ko-KR': '이 호텔에 객실 유형 {id}이(가) 없습니다',
  },
  'No rate plan {id} in this hotel': {
    'zh-CN': '该酒店没有价格方案 {id}',
    'zh-TW': '該飯店沒有價格方案 {id}',
    'ko-KR': '이 호텔에 요금제 {id}이(가) 없습니다',
  },
  'No rate plan {id} in hotel {hotel} of this shop': {
    'zh-CN': '本店酒店 {hotel} 没有价格方案 {id}',
    'zh-TW': '本店飯店 {hotel} 沒有價格方案 {id}',
    'ko-KR': '이 상점의 호텔 {hotel}에 요금제 {id}이(가) 없습니다',
  },
  'Give the hotel a name in {language}': {
    'zh-CN': '请填写酒店的 {language} 名称',
    'zh-TW': '請填寫飯店的 {language} 名稱',
    'ko-KR': '{language} 호텔 이름을 입력해 주세요',
  },
  'Give the room type a name in {language}': {
    'zh-CN': '请填写房型的 {language} 名称',
    'zh-TW': '請填寫房型的 {language} 名稱',
    'ko-KR': '{language} 객실 유형 이름을 입력해 주세요',
  },
  'The child age bands must cover ages 0 to {max} without gaps or overlaps': {
    'zh-CN': '儿童年龄段必须覆盖 0 至 {max} 岁，且不能有空缺或重叠',
    'zh-TW': '兒童年齡層必須涵蓋 0 至 {max} 歲，且不能有空缺或重疊',
    'ko-KR': '아동 연령대는 0세부터 {max}세까지 빈틈이나 겹침 없이 포함해야 합니다',
  },
  'Use a time, HH:MM': {
    'zh-CN': '请使用时间格式 HH:MM',
    'zh-TW': '請使用時間格式 HH:MM',
    'ko-KR': '시간 형식 HH:MM을 사용해 주세요',
  },
};
