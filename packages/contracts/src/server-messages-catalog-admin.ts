import type { MessageCatalogue } from './server-messages.js';

/** Server messages of the back office's product editing (issue 14), keyed by the English text the server throws. */
export const CATALOG_ADMIN_MESSAGES: MessageCatalogue = {
  'No category {category}: choose a subcategory of the category list': {
    'zh-CN': '没有分类 {category}：请从分类列表中选择一个子分类',
    'zh-TW': '沒有分類 {category}：請從分類清單中選擇一個子分類',
    'ko-KR': '카테고리 {category}이(가) 없습니다. 카테고리 목록에서 하위 카테고리를 선택해 주세요',
  },
  'No city {location}: choose a city of the location list': {
    'zh-CN': '没有城市 {location}：请从地点列表中选择一个城市',
    'zh-TW': '沒有城市 {location}：請從地點清單中選擇一個城市',
    'ko-KR': '도시 {location}이(가) 없습니다. 위치 목록에서 도시를 선택해 주세요',
  },
  'No tag {tag}: choose tags of the tag list': {
    'zh-CN': '没有标签 {tag}：请从标签列表中选择',
    'zh-TW': '沒有標籤 {tag}：請從標籤清單中選擇',
    'ko-KR': '태그 {tag}이(가) 없습니다. 태그 목록에서 선택해 주세요',
  },
  'The shop does not sell in {language}': {
    'zh-CN': '本店不提供 {language} 语言',
    'zh-TW': '本店不提供 {language} 語言',
    'ko-KR': '이 상점은 {language} 언어로 판매하지 않습니다',
  },
  'Give the product a title in at least one language': {
    'zh-CN': '请至少用一种语言填写产品标题',
    'zh-TW': '請至少用一種語言填寫產品標題',
    'ko-KR': '최소 한 가지 언어로 상품 제목을 입력해 주세요',
  },
  'Give the product a title in {language}': {
    'zh-CN': '请填写 {language} 的产品标题',
    'zh-TW': '請填寫 {language} 的產品標題',
    'ko-KR': '{language} 상품 제목을 입력해 주세요',
  },
  'No hot topic {topic}: choose topics of the topic list': {
    'zh-CN': '没有热门主题 {topic}：请从主题列表中选择',
    'zh-TW': '沒有熱門主題 {topic}：請從主題清單中選擇',
    'ko-KR': '인기 주제 {topic}이(가) 없습니다. 주제 목록에서 선택해 주세요',
  },
  'Give the package a title in at least one language': {
    'zh-CN': '请至少用一种语言填写套餐名称',
    'zh-TW': '請至少用一種語言填寫套餐名稱',
    'ko-KR': '최소 한 가지 언어로 패키지 이름을 입력해 주세요',
  },
  'Give the package an adult or a unit price': {
    'zh-CN': '请为套餐填写成人价或单位价',
    'zh-TW': '請為套餐填寫成人價或單位價',
    'ko-KR': '패키지에 성인 요금 또는 단위 요금을 입력해 주세요',
  },
  'A package is priced per person or per unit, not both: remove the unit price or the person prices': {
    'zh-CN': '套餐只能按人或按单位计价，不能两者兼有：请删除单位价或按人价格',
    'zh-TW': '套餐只能按人或按單位計價，不能兩者兼有：請刪除單位價或按人價格',
    'ko-KR': '패키지는 1인 요금 또는 단위 요금 중 하나만 가질 수 있습니다. 단위 요금이나 1인 요금을 삭제해 주세요',
  },
  'A package priced per person needs an adult price': {
    'zh-CN': '按人计价的套餐须有成人价',
    'zh-TW': '按人計價的套餐須有成人價',
    'ko-KR': '1인 요금 패키지에는 성인 요금이 필요합니다',
  },
  'The original price cannot be below the price': {
    'zh-CN': '原价不能低于售价',
    'zh-TW': '原價不能低於售價',
    'ko-KR': '정가는 판매가보다 낮을 수 없습니다',
  },
  'A unit price has no age band': {
    'zh-CN': '单位价没有年龄段',
    'zh-TW': '單位價沒有年齡段',
    'ko-KR': '단위 요금에는 연령대가 없습니다',
  },
  'The lowest age cannot be above the highest age': {
    'zh-CN': '最低年龄不能高于最高年龄',
    'zh-TW': '最低年齡不能高於最高年齡',
    'ko-KR': '최저 연령은 최고 연령보다 높을 수 없습니다',
  },
  'The age bands of {type} and {other} overlap': {
    'zh-CN': '{type} 与 {other} 的年龄段重叠',
    'zh-TW': '{type} 與 {other} 的年齡段重疊',
    'ko-KR': '{type}와(과) {other}의 연령대가 겹칩니다',
  },
  'A product has at most {max} packages': {
    'zh-CN': '每个产品最多 {max} 个套餐',
    'zh-TW': '每個產品最多 {max} 個套餐',
    'ko-KR': '상품 하나에 패키지는 최대 {max}개입니다',
  },
  'A product has at most {max} photos': {
    'zh-CN': '每个产品最多 {max} 张照片',
    'zh-TW': '每個產品最多 {max} 張照片',
    'ko-KR': '상품 하나에 사진은 최대 {max}장입니다',
  },
  'The file {file} is not a JPEG, PNG or WebP image': {
    'zh-CN': '文件 {file} 不是 JPEG、PNG 或 WebP 图片',
    'zh-TW': '檔案 {file} 不是 JPEG、PNG 或 WebP 圖片',
    'ko-KR': '파일 {file}은(는) JPEG, PNG 또는 WebP 이미지가 아닙니다',
  },
  'The file {file} could not be read; it may be damaged': {
    'zh-CN': '无法读取文件 {file}，文件可能已损坏',
    'zh-TW': '無法讀取檔案 {file}，檔案可能已損壞',
    'ko-KR': '파일 {file}을(를) 읽을 수 없습니다. 손상되었을 수 있습니다',
  },
  'The file {file} is larger than {max} MB': {
    'zh-CN': '文件 {file} 超过 {max} MB',
    'zh-TW': '檔案 {file} 超過 {max} MB',
    'ko-KR': '파일 {file}이(가) {max}MB보다 큽니다',
  },
  'Product {code} has no photo {photo}': {
    'zh-CN': '产品 {code} 没有照片 {photo}',
    'zh-TW': '產品 {code} 沒有照片 {photo}',
    'ko-KR': '상품 {code}에 사진 {photo}이(가) 없습니다',
  },
  'List every photo of the product once, in the new order': {
    'zh-CN': '请按新顺序列出产品的每张照片，每张一次',
    'zh-TW': '請按新順序列出產品的每張照片，每張一次',
    'ko-KR': '상품의 모든 사진을 새 순서대로 한 번씩 나열해 주세요',
  },
  'Send the photo as multipart/form-data': {
    'zh-CN': '请以 multipart/form-data 格式发送照片',
    'zh-TW': '請以 multipart/form-data 格式傳送照片',
    'ko-KR': '사진을 multipart/form-data 형식으로 보내 주세요',
  },
  'The form takes one file, named "photo"': {
    'zh-CN': '表单只接受一个名为 "photo" 的文件',
    'zh-TW': '表單只接受一個名為 "photo" 的檔案',
    'ko-KR': '양식에는 "photo"라는 이름의 파일 하나만 넣을 수 있습니다',
  },
  'Choose an image file for the photo': {
    'zh-CN': '请选择一个图片文件',
    'zh-TW': '請選擇一個圖片檔案',
    'ko-KR': '사진으로 쓸 이미지 파일을 선택해 주세요',
  },
};
