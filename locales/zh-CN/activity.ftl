# “活动”屏幕：从本应用签署和发送的一切，以及服务的答复。

activity-title = 活动记录
activity-subtitle = 从本应用在此配置文件上签署和发送的一切，以及服务的答复。
activity-subtitle-deleted = 从本应用在“{ $name }”（已于 { $date } 删除的配置文件）上签署和发送的一切，以及服务的答复。
activity-filter-region = 筛选活动记录
activity-profile = 配置文件
activity-profile-in-use = 当前使用的配置文件
activity-profile-deleted = { $name }（已删除）
activity-filter = 筛选
activity-filter-placeholder = 电子提单编号、公司、交易哈希…
activity-operation = 操作
activity-outcome = 结果
activity-all = 全部
activity-person = 人员
activity-person-placeholder = 经办人或审批人
activity-from = 从
activity-until = 至
activity-export = 导出 CSV…
activity-export-dialog = 导出活动记录
activity-exported = 已将 { $shown } 条记录导出到 { $path }
activity-count = { $shown } 条记录
activity-count-filtered = { $total } 条记录中的 { $matched } 条
activity-count-filtered-more = { $total } 条记录中的 { $matched }+ 条
activity-export-failed = 活动记录未导出
activity-read-failed = 无法读取活动记录
activity-empty-title = 暂无记录
activity-empty-body = 您从本应用发送的每一次背书转让、交单申请、副本和信封都会记录在这里，连同其签名和服务的答复。
activity-table = 活动记录
activity-col-time = 时间
activity-col-action = 操作
activity-col-ebl = 电子提单
activity-col-counterparty = 对方
activity-col-outcome = 结果
activity-col-transaction = 交易
activity-people = 经办人 { $preparedBy } · 审批人 { $approvedBy }

## 日志的操作和结果
activity-op-transfer = 背书转让
activity-op-surrender = 交单申请
activity-op-copy = 已发送副本
activity-op-envelope = 已发送信封
activity-outcome-submitted = 已提交
activity-outcome-refused = 已拒绝
activity-outcome-failed = 失败
activity-outcome-unknown = 未知
