/**
 * The demo provider's own words, in the 15 languages the casino can launch it with (`lang` query). It is a separate
 * product, so it keeps its own small dictionary instead of the casino's catalogs.
 */

export const PROVIDER_LANGS = ['en', 'th', 'id', 'my', 'zh', 'ko', 'hi', 'vn', 'ph', 'pt', 'br', 'bd', 'jp', 'es', 'mm'] as const;
export type ProviderLang = (typeof PROVIDER_LANGS)[number];

/** The casino's language codes mapped to BCP 47 tags for `<html lang>` and number formatting. */
export const LANG_TAGS: Record<ProviderLang, string> = {
  en: 'en', th: 'th-TH', id: 'id-ID', my: 'ms-MY', zh: 'zh-CN', ko: 'ko-KR', hi: 'hi-IN', vn: 'vi-VN',
  ph: 'fil-PH', pt: 'pt-PT', br: 'pt-BR', bd: 'bn-BD', jp: 'ja-JP', es: 'es-ES', mm: 'my-MM',
};

/** Standard tags a launch may carry instead of the casino's own codes. */
const ALIASES: Record<string, ProviderLang> = { 'pt-br': 'br', vi: 'vn', ms: 'my', fil: 'ph', tl: 'ph', bn: 'bd', ja: 'jp' };

/** The casino's code (`th`, `vn`, `br`…), else a standard tag (`vi`, `pt-BR`, `th-TH`…), else English. */
export function resolveLang(value: unknown): ProviderLang {
  const code = typeof value === 'string' ? value.toLowerCase().replace('_', '-') : '';
  const known = (c: string): c is ProviderLang => (PROVIDER_LANGS as readonly string[]).includes(c);
  if (known(code)) return code;
  if (ALIASES[code]) return ALIASES[code];
  const primary = code.split('-')[0];
  // "my-MM" is Burmese by its standard tag; the casino's own "my" (Malay) has no region.
  if (primary === 'my' && code !== 'my') return 'mm';
  if (ALIASES[primary]) return ALIASES[primary];
  return known(primary) ? primary : 'en';
}

type Keys =
  | 'balance' | 'bet' | 'win' | 'spin' | 'payTable' | 'close' | 'backToLobby' | 'sound' | 'lowerBet' | 'raiseBet'
  | 'insufficientFunds' | 'sessionExpired' | 'walletUnavailable' | 'resultPending' | 'genericError' | 'busy'
  | 'funMode' | 'topUp' | 'rtp' | 'wildRule' | 'scatterRule' | 'lineRule' | 'lines' | 'by'
  | 'placeBet' | 'cashOut' | 'autoCashOut' | 'crashed' | 'cashedOut' | 'starting' | 'history' | 'crashRule';

type Dictionary = Record<Keys, string>;

const en: Dictionary = {
  balance: 'Balance', bet: 'Bet', win: 'Win', spin: 'Spin', payTable: 'Pay table', close: 'Close',
  backToLobby: 'Back to lobby', sound: 'Sound', lowerBet: 'Lower bet', raiseBet: 'Raise bet',
  insufficientFunds: 'Insufficient funds. Lower your bet or make a deposit to keep playing.',
  sessionExpired: 'Your game session has expired. Please open the game again from the lobby.',
  walletUnavailable: 'The casino wallet cannot be reached right now. Your bet was not placed. Please try again.',
  resultPending: 'Your win is being credited. The balance will update shortly.',
  genericError: 'Something went wrong. Please try again.', busy: 'Please wait for the current round to finish.',
  funMode: 'Fun play', topUp: 'Refill fun balance', rtp: 'Return to player',
  wildRule: 'WILD replaces every symbol except SCATTER.', scatterRule: 'SCATTER pays anywhere on the screen, as a multiple of the total bet.',
  lineRule: 'Line wins pay left to right from the first reel, as a multiple of the line bet (bet ÷ 20).', lines: 'Lines', by: 'by {brand}',
  placeBet: 'Place bet', cashOut: 'Cash out', autoCashOut: 'Auto cash-out', crashed: 'Crashed at', cashedOut: 'Cashed out at',
  starting: 'Starting…', history: 'Previous rounds', crashRule: 'Cash out before the crash. The multiplier grows until the round crashes.',
};

const DICTIONARIES: Record<ProviderLang, Dictionary> = {
  en,
  th: {
    balance: 'ยอดเงิน', bet: 'เดิมพัน', win: 'ชนะ', spin: 'หมุน', payTable: 'ตารางการจ่าย', close: 'ปิด',
    backToLobby: 'กลับสู่ล็อบบี้', sound: 'เสียง', lowerBet: 'ลดเดิมพัน', raiseBet: 'เพิ่มเดิมพัน',
    insufficientFunds: 'ยอดเงินไม่เพียงพอ กรุณาลดเดิมพันหรือฝากเงินเพื่อเล่นต่อ',
    sessionExpired: 'เซสชันเกมหมดอายุแล้ว กรุณาเปิดเกมอีกครั้งจากล็อบบี้',
    walletUnavailable: 'ไม่สามารถเชื่อมต่อกระเป๋าเงินของคาสิโนได้ในขณะนี้ ยังไม่ได้วางเดิมพัน กรุณาลองอีกครั้ง',
    resultPending: 'กำลังเครดิตเงินรางวัล ยอดเงินจะอัปเดตในไม่ช้า',
    genericError: 'เกิดข้อผิดพลาด กรุณาลองอีกครั้ง', busy: 'กรุณารอให้รอบปัจจุบันจบก่อน',
    funMode: 'เล่นฟรี', topUp: 'เติมยอดเงินทดลอง', rtp: 'อัตราการคืนเงินให้ผู้เล่น',
    wildRule: 'WILD แทนได้ทุกสัญลักษณ์ ยกเว้น SCATTER', scatterRule: 'SCATTER จ่ายได้ทุกตำแหน่งบนหน้าจอ เป็นจำนวนเท่าของเดิมพันรวม',
    lineRule: 'การชนะในไลน์จ่ายจากซ้ายไปขวาเริ่มจากวงล้อแรก เป็นจำนวนเท่าของเดิมพันต่อไลน์ (เดิมพัน ÷ 20)', lines: 'ไลน์', by: 'โดย {brand}',
    placeBet: 'วางเดิมพัน', cashOut: 'ถอนเงิน', autoCashOut: 'ถอนอัตโนมัติ', crashed: 'ระเบิดที่', cashedOut: 'ถอนเงินที่',
    starting: 'กำลังเริ่ม…', history: 'รอบก่อนหน้า', crashRule: 'ถอนเงินก่อนระเบิด ตัวคูณจะเพิ่มขึ้นจนกว่ารอบจะระเบิด',
  },
  id: {
    balance: 'Saldo', bet: 'Taruhan', win: 'Menang', spin: 'Putar', payTable: 'Tabel pembayaran', close: 'Tutup',
    backToLobby: 'Kembali ke lobi', sound: 'Suara', lowerBet: 'Turunkan taruhan', raiseBet: 'Naikkan taruhan',
    insufficientFunds: 'Saldo tidak cukup. Turunkan taruhan atau lakukan deposit untuk terus bermain.',
    sessionExpired: 'Sesi permainan Anda telah berakhir. Silakan buka kembali permainan dari lobi.',
    walletUnavailable: 'Dompet kasino tidak dapat dihubungi saat ini. Taruhan Anda tidak dipasang. Silakan coba lagi.',
    resultPending: 'Kemenangan Anda sedang dikreditkan. Saldo akan segera diperbarui.',
    genericError: 'Terjadi kesalahan. Silakan coba lagi.', busy: 'Harap tunggu hingga ronde saat ini selesai.',
    funMode: 'Main gratis', topUp: 'Isi ulang saldo demo', rtp: 'Pengembalian ke pemain',
    wildRule: 'WILD menggantikan semua simbol kecuali SCATTER.', scatterRule: 'SCATTER membayar di mana saja di layar, sebagai kelipatan total taruhan.',
    lineRule: 'Kemenangan garis dibayar dari kiri ke kanan mulai gulungan pertama, sebagai kelipatan taruhan per garis (taruhan ÷ 20).', lines: 'Garis', by: 'oleh {brand}',
    placeBet: 'Pasang taruhan', cashOut: 'Tarik', autoCashOut: 'Tarik otomatis', crashed: 'Jatuh pada', cashedOut: 'Ditarik pada',
    starting: 'Memulai…', history: 'Ronde sebelumnya', crashRule: 'Tarik sebelum jatuh. Pengali terus naik hingga ronde jatuh.',
  },
  my: {
    balance: 'Baki', bet: 'Pertaruhan', win: 'Menang', spin: 'Putar', payTable: 'Jadual bayaran', close: 'Tutup',
    backToLobby: 'Kembali ke lobi', sound: 'Bunyi', lowerBet: 'Kurangkan pertaruhan', raiseBet: 'Tambah pertaruhan',
    insufficientFunds: 'Baki tidak mencukupi. Kurangkan pertaruhan atau buat deposit untuk terus bermain.',
    sessionExpired: 'Sesi permainan anda telah tamat. Sila buka semula permainan dari lobi.',
    walletUnavailable: 'Dompet kasino tidak dapat dihubungi sekarang. Pertaruhan anda tidak dibuat. Sila cuba lagi.',
    resultPending: 'Kemenangan anda sedang dikreditkan. Baki akan dikemas kini sebentar lagi.',
    genericError: 'Berlaku ralat. Sila cuba lagi.', busy: 'Sila tunggu pusingan semasa tamat.',
    funMode: 'Main percuma', topUp: 'Isi semula baki demo', rtp: 'Pulangan kepada pemain',
    wildRule: 'WILD menggantikan semua simbol kecuali SCATTER.', scatterRule: 'SCATTER membayar di mana-mana pada skrin, sebagai gandaan jumlah pertaruhan.',
    lineRule: 'Kemenangan garisan dibayar dari kiri ke kanan bermula gelendong pertama, sebagai gandaan pertaruhan garisan (pertaruhan ÷ 20).', lines: 'Garisan', by: 'oleh {brand}',
    placeBet: 'Buat pertaruhan', cashOut: 'Tunaikan', autoCashOut: 'Tunai automatik', crashed: 'Terhempas pada', cashedOut: 'Ditunaikan pada',
    starting: 'Bermula…', history: 'Pusingan sebelum ini', crashRule: 'Tunaikan sebelum terhempas. Pengganda terus meningkat sehingga pusingan terhempas.',
  },
  zh: {
    balance: '余额', bet: '投注', win: '赢得', spin: '旋转', payTable: '赔付表', close: '关闭',
    backToLobby: '返回大厅', sound: '声音', lowerBet: '降低投注', raiseBet: '提高投注',
    insufficientFunds: '余额不足。请降低投注或存款后继续游戏。',
    sessionExpired: '游戏会话已过期，请从大厅重新打开游戏。',
    walletUnavailable: '目前无法连接娱乐场钱包，您的投注未成功，请重试。',
    resultPending: '您的奖金正在入账，余额稍后更新。',
    genericError: '出现问题，请重试。', busy: '请等待当前回合结束。',
    funMode: '试玩', topUp: '重置试玩余额', rtp: '返还率',
    wildRule: 'WILD 可替代除 SCATTER 以外的所有符号。', scatterRule: 'SCATTER 出现在屏幕任意位置即可赔付，按总投注的倍数计算。',
    lineRule: '线路奖金从第一个转轴起由左至右计算，按每线投注（投注 ÷ 20）的倍数赔付。', lines: '线数', by: '{brand} 出品',
    placeBet: '下注', cashOut: '兑现', autoCashOut: '自动兑现', crashed: '崩盘于', cashedOut: '兑现于',
    starting: '即将开始…', history: '历史回合', crashRule: '在崩盘前兑现。倍数会一直上升，直到本回合崩盘。',
  },
  ko: {
    balance: '잔액', bet: '베팅', win: '당첨', spin: '스핀', payTable: '배당표', close: '닫기',
    backToLobby: '로비로 돌아가기', sound: '소리', lowerBet: '베팅 낮추기', raiseBet: '베팅 높이기',
    insufficientFunds: '잔액이 부족합니다. 베팅을 낮추거나 입금 후 계속 플레이하세요.',
    sessionExpired: '게임 세션이 만료되었습니다. 로비에서 게임을 다시 열어 주세요.',
    walletUnavailable: '지금은 카지노 지갑에 연결할 수 없습니다. 베팅이 처리되지 않았습니다. 다시 시도해 주세요.',
    resultPending: '당첨금이 입금 중입니다. 잔액이 곧 업데이트됩니다.',
    genericError: '문제가 발생했습니다. 다시 시도해 주세요.', busy: '현재 라운드가 끝날 때까지 기다려 주세요.',
    funMode: '무료 플레이', topUp: '체험 잔액 충전', rtp: '플레이어 환수율',
    wildRule: 'WILD는 SCATTER를 제외한 모든 심볼을 대체합니다.', scatterRule: 'SCATTER는 화면 어디에 있어도 총 베팅의 배수로 지급됩니다.',
    lineRule: '라인 당첨은 첫 번째 릴부터 왼쪽에서 오른쪽으로, 라인 베팅(베팅 ÷ 20)의 배수로 지급됩니다.', lines: '라인', by: '{brand} 제공',
    placeBet: '베팅하기', cashOut: '캐시아웃', autoCashOut: '자동 캐시아웃', crashed: '크래시 배수', cashedOut: '캐시아웃 배수',
    starting: '시작 중…', history: '이전 라운드', crashRule: '크래시 전에 캐시아웃하세요. 라운드가 크래시될 때까지 배수가 올라갑니다.',
  },
  hi: {
    balance: 'शेष राशि', bet: 'दांव', win: 'जीत', spin: 'स्पिन', payTable: 'भुगतान तालिका', close: 'बंद करें',
    backToLobby: 'लॉबी पर वापस जाएँ', sound: 'ध्वनि', lowerBet: 'दांव घटाएँ', raiseBet: 'दांव बढ़ाएँ',
    insufficientFunds: 'अपर्याप्त शेष राशि। खेलते रहने के लिए दांव घटाएँ या जमा करें।',
    sessionExpired: 'आपका गेम सत्र समाप्त हो गया है। कृपया लॉबी से गेम फिर से खोलें।',
    walletUnavailable: 'अभी कैसीनो वॉलेट से संपर्क नहीं हो पा रहा है। आपका दांव नहीं लगा। कृपया फिर से प्रयास करें।',
    resultPending: 'आपकी जीत जमा की जा रही है। शेष राशि जल्द ही अपडेट होगी।',
    genericError: 'कुछ गलत हो गया। कृपया फिर से प्रयास करें।', busy: 'कृपया मौजूदा राउंड समाप्त होने तक प्रतीक्षा करें।',
    funMode: 'मुफ़्त खेल', topUp: 'डेमो शेष राशि फिर से भरें', rtp: 'खिलाड़ी को वापसी',
    wildRule: 'WILD, SCATTER को छोड़कर हर प्रतीक की जगह ले सकता है।', scatterRule: 'SCATTER स्क्रीन पर कहीं भी भुगतान करता है, कुल दांव के गुणक के रूप में।',
    lineRule: 'लाइन जीत पहली रील से बाएँ से दाएँ, लाइन दांव (दांव ÷ 20) के गुणक के रूप में मिलती है।', lines: 'लाइनें', by: '{brand} द्वारा',
    placeBet: 'दांव लगाएँ', cashOut: 'कैश आउट', autoCashOut: 'ऑटो कैश आउट', crashed: 'क्रैश हुआ', cashedOut: 'कैश आउट किया',
    starting: 'शुरू हो रहा है…', history: 'पिछले राउंड', crashRule: 'क्रैश से पहले कैश आउट करें। राउंड क्रैश होने तक गुणक बढ़ता रहता है।',
  },
  vn: {
    balance: 'Số dư', bet: 'Cược', win: 'Thắng', spin: 'Quay', payTable: 'Bảng trả thưởng', close: 'Đóng',
    backToLobby: 'Về sảnh', sound: 'Âm thanh', lowerBet: 'Giảm cược', raiseBet: 'Tăng cược',
    insufficientFunds: 'Số dư không đủ. Hãy giảm mức cược hoặc nạp tiền để tiếp tục chơi.',
    sessionExpired: 'Phiên chơi đã hết hạn. Vui lòng mở lại trò chơi từ sảnh.',
    walletUnavailable: 'Hiện không thể kết nối ví sòng bạc. Cược của bạn chưa được đặt. Vui lòng thử lại.',
    resultPending: 'Tiền thắng đang được ghi có. Số dư sẽ sớm được cập nhật.',
    genericError: 'Đã xảy ra lỗi. Vui lòng thử lại.', busy: 'Vui lòng chờ ván hiện tại kết thúc.',
    funMode: 'Chơi thử', topUp: 'Nạp lại số dư chơi thử', rtp: 'Tỷ lệ hoàn trả',
    wildRule: 'WILD thay thế mọi biểu tượng trừ SCATTER.', scatterRule: 'SCATTER trả thưởng ở bất kỳ vị trí nào trên màn hình, theo bội số của tổng cược.',
    lineRule: 'Thắng theo dòng được trả từ trái sang phải bắt đầu từ cuộn đầu tiên, theo bội số cược mỗi dòng (cược ÷ 20).', lines: 'Dòng', by: 'bởi {brand}',
    placeBet: 'Đặt cược', cashOut: 'Rút tiền', autoCashOut: 'Tự động rút', crashed: 'Nổ ở', cashedOut: 'Đã rút ở',
    starting: 'Đang bắt đầu…', history: 'Các ván trước', crashRule: 'Rút tiền trước khi nổ. Hệ số nhân tăng dần cho đến khi ván nổ.',
  },
  ph: {
    balance: 'Balanse', bet: 'Taya', win: 'Panalo', spin: 'Paikutin', payTable: 'Talaan ng bayad', close: 'Isara',
    backToLobby: 'Bumalik sa lobby', sound: 'Tunog', lowerBet: 'Babaan ang taya', raiseBet: 'Taasan ang taya',
    insufficientFunds: 'Kulang ang balanse. Babaan ang taya o mag-deposit para makapaglaro pa.',
    sessionExpired: 'Nag-expire na ang iyong game session. Pakibuksan muli ang laro mula sa lobby.',
    walletUnavailable: 'Hindi maabot ang wallet ng casino ngayon. Hindi naipasok ang iyong taya. Pakisubukang muli.',
    resultPending: 'Ikinikredito na ang iyong panalo. Maa-update ang balanse sa ilang sandali.',
    genericError: 'May nangyaring mali. Pakisubukang muli.', busy: 'Pakihintay na matapos ang kasalukuyang round.',
    funMode: 'Libreng laro', topUp: 'Punuin muli ang demo na balanse', rtp: 'Balik sa manlalaro',
    wildRule: 'Pinapalitan ng WILD ang lahat ng simbolo maliban sa SCATTER.', scatterRule: 'Nagbabayad ang SCATTER saanman sa screen, bilang multiple ng kabuuang taya.',
    lineRule: 'Ang panalo sa linya ay binabayaran mula kaliwa pakanan simula sa unang reel, bilang multiple ng taya bawat linya (taya ÷ 20).', lines: 'Mga linya', by: 'gawa ng {brand}',
    placeBet: 'Tumaya', cashOut: 'Mag-cash out', autoCashOut: 'Awtomatikong cash out', crashed: 'Bumagsak sa', cashedOut: 'Nag-cash out sa',
    starting: 'Nagsisimula…', history: 'Mga nakaraang round', crashRule: 'Mag-cash out bago bumagsak. Tumataas ang multiplier hanggang bumagsak ang round.',
  },
  pt: {
    balance: 'Saldo', bet: 'Aposta', win: 'Ganho', spin: 'Rodar', payTable: 'Tabela de pagamentos', close: 'Fechar',
    backToLobby: 'Voltar ao lobby', sound: 'Som', lowerBet: 'Diminuir aposta', raiseBet: 'Aumentar aposta',
    insufficientFunds: 'Saldo insuficiente. Diminua a aposta ou faça um depósito para continuar a jogar.',
    sessionExpired: 'A sua sessão de jogo expirou. Abra novamente o jogo a partir do lobby.',
    walletUnavailable: 'Não é possível contactar a carteira do casino neste momento. A sua aposta não foi feita. Tente novamente.',
    resultPending: 'O seu ganho está a ser creditado. O saldo será atualizado em breve.',
    genericError: 'Ocorreu um erro. Tente novamente.', busy: 'Aguarde o fim da ronda atual.',
    funMode: 'Jogo grátis', topUp: 'Repor saldo de demonstração', rtp: 'Retorno ao jogador',
    wildRule: 'O WILD substitui todos os símbolos exceto o SCATTER.', scatterRule: 'O SCATTER paga em qualquer posição do ecrã, como múltiplo da aposta total.',
    lineRule: 'Os ganhos de linha pagam da esquerda para a direita a partir do primeiro rolo, como múltiplo da aposta por linha (aposta ÷ 20).', lines: 'Linhas', by: 'por {brand}',
    placeBet: 'Apostar', cashOut: 'Levantar', autoCashOut: 'Levantamento automático', crashed: 'Caiu em', cashedOut: 'Levantou em',
    starting: 'A começar…', history: 'Rondas anteriores', crashRule: 'Levante antes da queda. O multiplicador sobe até a ronda cair.',
  },
  br: {
    balance: 'Saldo', bet: 'Aposta', win: 'Ganho', spin: 'Girar', payTable: 'Tabela de pagamentos', close: 'Fechar',
    backToLobby: 'Voltar ao lobby', sound: 'Som', lowerBet: 'Diminuir aposta', raiseBet: 'Aumentar aposta',
    insufficientFunds: 'Saldo insuficiente. Diminua a aposta ou faça um depósito para continuar jogando.',
    sessionExpired: 'Sua sessão de jogo expirou. Abra o jogo novamente pelo lobby.',
    walletUnavailable: 'Não foi possível acessar a carteira do cassino agora. Sua aposta não foi feita. Tente novamente.',
    resultPending: 'Seu ganho está sendo creditado. O saldo será atualizado em instantes.',
    genericError: 'Algo deu errado. Tente novamente.', busy: 'Aguarde o fim da rodada atual.',
    funMode: 'Jogo grátis', topUp: 'Recarregar saldo de demonstração', rtp: 'Retorno ao jogador',
    wildRule: 'O WILD substitui todos os símbolos, exceto o SCATTER.', scatterRule: 'O SCATTER paga em qualquer lugar da tela, como múltiplo da aposta total.',
    lineRule: 'Os ganhos de linha pagam da esquerda para a direita a partir do primeiro rolo, como múltiplo da aposta por linha (aposta ÷ 20).', lines: 'Linhas', by: 'por {brand}',
    placeBet: 'Apostar', cashOut: 'Sacar', autoCashOut: 'Saque automático', crashed: 'Caiu em', cashedOut: 'Sacou em',
    starting: 'Começando…', history: 'Rodadas anteriores', crashRule: 'Saque antes da queda. O multiplicador sobe até a rodada cair.',
  },
  bd: {
    balance: 'ব্যালেন্স', bet: 'বাজি', win: 'জয়', spin: 'স্পিন', payTable: 'পেমেন্ট টেবিল', close: 'বন্ধ করুন',
    backToLobby: 'লবিতে ফিরে যান', sound: 'শব্দ', lowerBet: 'বাজি কমান', raiseBet: 'বাজি বাড়ান',
    insufficientFunds: 'পর্যাপ্ত ব্যালেন্স নেই। খেলা চালিয়ে যেতে বাজি কমান বা জমা করুন।',
    sessionExpired: 'আপনার গেম সেশনের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে লবি থেকে গেমটি আবার খুলুন।',
    walletUnavailable: 'এই মুহূর্তে ক্যাসিনো ওয়ালেটে সংযোগ করা যাচ্ছে না। আপনার বাজি ধরা হয়নি। আবার চেষ্টা করুন।',
    resultPending: 'আপনার জয়ের অর্থ জমা হচ্ছে। ব্যালেন্স শীঘ্রই হালনাগাদ হবে।',
    genericError: 'কিছু ভুল হয়েছে। আবার চেষ্টা করুন।', busy: 'বর্তমান রাউন্ড শেষ হওয়া পর্যন্ত অপেক্ষা করুন।',
    funMode: 'ফ্রি খেলা', topUp: 'ডেমো ব্যালেন্স আবার পূরণ করুন', rtp: 'খেলোয়াড়ের ফেরত হার',
    wildRule: 'WILD, SCATTER ছাড়া সব প্রতীকের বদলে বসে।', scatterRule: 'SCATTER পর্দার যেকোনো স্থানে মোট বাজির গুণিতকে অর্থ দেয়।',
    lineRule: 'লাইনের জয় প্রথম রিল থেকে বাঁ থেকে ডানে, লাইন বাজির (বাজি ÷ 20) গুণিতকে দেওয়া হয়।', lines: 'লাইন', by: '{brand} দ্বারা',
    placeBet: 'বাজি ধরুন', cashOut: 'ক্যাশ আউট', autoCashOut: 'স্বয়ংক্রিয় ক্যাশ আউট', crashed: 'ক্র্যাশ হয়েছে', cashedOut: 'ক্যাশ আউট হয়েছে',
    starting: 'শুরু হচ্ছে…', history: 'আগের রাউন্ড', crashRule: 'ক্র্যাশের আগে ক্যাশ আউট করুন। রাউন্ড ক্র্যাশ না হওয়া পর্যন্ত গুণক বাড়তে থাকে।',
  },
  jp: {
    balance: '残高', bet: 'ベット', win: '勝利', spin: 'スピン', payTable: '配当表', close: '閉じる',
    backToLobby: 'ロビーに戻る', sound: 'サウンド', lowerBet: 'ベットを下げる', raiseBet: 'ベットを上げる',
    insufficientFunds: '残高が不足しています。ベットを下げるか、入金してからプレイを続けてください。',
    sessionExpired: 'ゲームセッションの有効期限が切れました。ロビーからゲームを開き直してください。',
    walletUnavailable: '現在カジノのウォレットに接続できません。ベットは行われていません。もう一度お試しください。',
    resultPending: '配当を入金しています。残高はまもなく更新されます。',
    genericError: '問題が発生しました。もう一度お試しください。', busy: '現在のラウンドが終わるまでお待ちください。',
    funMode: '無料プレイ', topUp: 'デモ残高を補充', rtp: 'プレイヤー還元率',
    wildRule: 'WILD は SCATTER 以外のすべてのシンボルの代わりになります。', scatterRule: 'SCATTER は画面のどこに出ても、合計ベットの倍数で配当されます。',
    lineRule: 'ライン配当は第1リールから左から右へ、ラインベット（ベット ÷ 20）の倍数で支払われます。', lines: 'ライン', by: '{brand} 提供',
    placeBet: 'ベットする', cashOut: 'キャッシュアウト', autoCashOut: '自動キャッシュアウト', crashed: 'クラッシュ', cashedOut: 'キャッシュアウト',
    starting: 'まもなく開始…', history: '過去のラウンド', crashRule: 'クラッシュする前にキャッシュアウトしてください。倍率はラウンドがクラッシュするまで上がり続けます。',
  },
  es: {
    balance: 'Saldo', bet: 'Apuesta', win: 'Ganancia', spin: 'Girar', payTable: 'Tabla de pagos', close: 'Cerrar',
    backToLobby: 'Volver al lobby', sound: 'Sonido', lowerBet: 'Bajar apuesta', raiseBet: 'Subir apuesta',
    insufficientFunds: 'Saldo insuficiente. Baja la apuesta o haz un depósito para seguir jugando.',
    sessionExpired: 'Tu sesión de juego ha caducado. Vuelve a abrir el juego desde el lobby.',
    walletUnavailable: 'No se puede contactar con la billetera del casino en este momento. Tu apuesta no se realizó. Inténtalo de nuevo.',
    resultPending: 'Tu ganancia se está acreditando. El saldo se actualizará en breve.',
    genericError: 'Algo salió mal. Inténtalo de nuevo.', busy: 'Espera a que termine la ronda actual.',
    funMode: 'Juego gratis', topUp: 'Recargar saldo de prueba', rtp: 'Retorno al jugador',
    wildRule: 'El WILD sustituye a todos los símbolos excepto al SCATTER.', scatterRule: 'El SCATTER paga en cualquier lugar de la pantalla, como múltiplo de la apuesta total.',
    lineRule: 'Los premios de línea pagan de izquierda a derecha desde el primer rodillo, como múltiplo de la apuesta por línea (apuesta ÷ 20).', lines: 'Líneas', by: 'de {brand}',
    placeBet: 'Apostar', cashOut: 'Retirar', autoCashOut: 'Retiro automático', crashed: 'Se estrelló en', cashedOut: 'Retiraste en',
    starting: 'Comenzando…', history: 'Rondas anteriores', crashRule: 'Retira antes del choque. El multiplicador sube hasta que la ronda se estrella.',
  },
  mm: {
    balance: 'လက်ကျန်ငွေ', bet: 'လောင်းကြေး', win: 'အနိုင်', spin: 'လှည့်မည်', payTable: 'ပေးချေမှုဇယား', close: 'ပိတ်မည်',
    backToLobby: 'လော်ဘီသို့ ပြန်သွားမည်', sound: 'အသံ', lowerBet: 'လောင်းကြေး လျှော့မည်', raiseBet: 'လောင်းကြေး တိုးမည်',
    insufficientFunds: 'လက်ကျန်ငွေ မလုံလောက်ပါ။ ဆက်ကစားရန် လောင်းကြေးလျှော့ပါ သို့မဟုတ် ငွေသွင်းပါ။',
    sessionExpired: 'သင့်ဂိမ်း ဆက်ရှင် သက်တမ်းကုန်သွားပါပြီ။ လော်ဘီမှ ဂိမ်းကို ပြန်ဖွင့်ပါ။',
    walletUnavailable: 'ယခု ကာစီနို ပိုက်ဆံအိတ်ကို ဆက်သွယ်၍ မရပါ။ သင့်လောင်းကြေး မတင်ရသေးပါ။ ထပ်စမ်းကြည့်ပါ။',
    resultPending: 'သင့်အနိုင်ငွေကို ထည့်သွင်းနေပါသည်။ လက်ကျန်ငွေ မကြာမီ ပြောင်းလဲပါမည်။',
    genericError: 'တစ်ခုခု မှားယွင်းသွားပါသည်။ ထပ်စမ်းကြည့်ပါ။', busy: 'လက်ရှိအကြိမ် ပြီးဆုံးသည်အထိ စောင့်ပါ။',
    funMode: 'အခမဲ့ ကစားရန်', topUp: 'စမ်းသပ်လက်ကျန်ငွေ ပြန်ဖြည့်မည်', rtp: 'ကစားသမားသို့ ပြန်ပေးနှုန်း',
    wildRule: 'WILD သည် SCATTER မှလွဲ၍ သင်္ကေတအားလုံးကို အစားထိုးသည်။', scatterRule: 'SCATTER သည် မျက်နှာပြင်ပေါ် မည်သည့်နေရာတွင်မဆို စုစုပေါင်းလောင်းကြေး၏ အဆဖြင့် ပေးသည်။',
    lineRule: 'လိုင်းအနိုင်ကို ပထမ ရီးလ်မှ ဘယ်မှညာသို့ လိုင်းလောင်းကြေး (လောင်းကြေး ÷ 20) ၏ အဆဖြင့် ပေးသည်။', lines: 'လိုင်းများ', by: '{brand} မှ',
    placeBet: 'လောင်းမည်', cashOut: 'ငွေထုတ်မည်', autoCashOut: 'အလိုအလျောက် ငွေထုတ်', crashed: 'ပေါက်ကွဲသည့်အဆ', cashedOut: 'ငွေထုတ်ခဲ့သည့်အဆ',
    starting: 'စတင်နေသည်…', history: 'ယခင်အကြိမ်များ', crashRule: 'မပေါက်ကွဲမီ ငွေထုတ်ပါ။ အကြိမ်ပေါက်ကွဲသည်အထိ အဆ တက်နေပါမည်။',
  },
};

export type ProviderStrings = Dictionary;

export function stringsFor(lang: ProviderLang): ProviderStrings {
  return DICTIONARIES[lang];
}

export const STRING_KEYS = Object.keys(en) as Keys[];
export const ALL_DICTIONARIES = DICTIONARIES;
