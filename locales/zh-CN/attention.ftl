# 需要处理的事项：电子提单列表上方的面板、某份电子提单的待办事项、暂缓和完成。

attention-title = 需要关注
attention-nothing = 没有需要关注的事项。
attention-snoozed = 已暂缓（{ $shown }）
attention-open = 打开 { $reference }
attention-snoozed-until = 暂缓至 { $when }
attention-since = 自 { $when } 起
attention-other-profiles = 其他配置文件
attention-switch-to = 切换到 { $name }
attention-switch-failed = 配置文件未切换
attention-need-count = { $shown } 项需要关注

## 暂缓和完成
attention-snooze = 暂缓
attention-done = 完成
attention-snooze-until = 暂缓至
attention-until = 至
attention-snooze-until-then = 暂缓至该时间
attention-snooze-hour = 1 小时
attention-snooze-tomorrow = 明天 9:00
attention-snooze-next-week = 下周
attention-enter-date-time = 请输入日期和时间。
attention-time-ahead = 请选择晚于现在的时间。
attention-snooze-failed = 该事项未暂缓
attention-done-failed = 该事项未关闭

## 每条关注规则提出的事项（简短说明）
attention-rule-surrender-rejected = 交单申请被拒绝
attention-rule-surrender-accepted = 交单申请已接受
attention-rule-surrender-pending = 交单申请等待过久
attention-rule-outcome-unknown = 结果仍未知
attention-rule-newly-held = 新近持有
attention-rule-untouched = 已持有，未处理
attention-rule-arrival-deadline = 交单截止时间
attention-rule-transfer-went-through = 背书转让已完成
attention-rule-credit-deadline = 信用证交单截止日期
