# eBL Desk：桌面端自身的语句（审核、收件方核查、审批、待处理事项、通知、CSV 表头、
# 单据与信用证核对）。ID 以 desk- 开头。

## 审核

desk-review-refused-inbox = 无法签署任何内容：服务拒绝将此收件箱用于 { $reference }。
desk-review-copy-summary = 将 { $reference } 的只读副本发送给{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }。
desk-review-copy-can-view = { $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 该未知公司
       *[name] { $name }
    }可以查看和下载该副本，但不能对其进行任何操作。
desk-review-copy-keeps-original = 贵公司保留 { $reference } 的正本，仍可对其进行操作。
desk-review-copy-nothing-signed = 不会使用您的密钥签署任何内容。
desk-review-surrender-summary = 请{ $partyKind ->
        [inbox] 承运人（收件箱 { $inbox }）
       *[name] { $name }
    }将 { $reference } 项下的货物放行给贵公司。
desk-review-surrender-possession = { $reference } 的占有权转移给{ $partyKind ->
        [inbox] 承运人（收件箱 { $inbox }）
       *[name] { $name }
    }，直至其作出决定。
desk-review-surrender-until = 在{ $partyKind ->
        [inbox] 承运人（收件箱 { $inbox }）
       *[name] { $name }
    }接受或拒绝该申请之前，贵公司不能背书转让 { $reference }，也不能再次申请交单。
desk-review-transfer-summary = 将 { $reference } 的占有权背书转让给{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }。
desk-review-transfer-holds = { $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 该未知公司
       *[name] { $name }
    }将成为 { $reference } 的持有人；贵公司将不再持有。
desk-review-transfer-no-further = 贵公司将无法再对 { $reference } 进行任何操作：只有{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 该未知公司
       *[name] { $name }
    }可以将其继续背书转让，或转回给您。
desk-review-caution-surrenderee = 交单接收方{ $whoKind ->
        [inbox] 收件箱 { $whoInbox }
       *[name] { $who }
    }并非该电子提单的签发人（{ $issuerKind ->
        [inbox] 收件箱 { $issuerInbox }
        [none] 未注明
       *[name] { $issuer }
    }）：交单通常是将提单交还给签发它的承运人。签署前请先与承运人核实。

## 收件方核查

desk-receiver-type-name = 请输入名称 { $wanted } 以确认：{ $why ->
        [near] 此收件箱与您已知的某个收件箱相近
        [first] 您从未与此收件箱往来：它不是已验证的联系人，也没有任何针对它的操作成功完成
       *[transfer] 此前从未成功向此收件箱背书转让
    }。
desk-receiver-type-chars = 请输入 { $wanted }（其收件箱 ID 中、您已知的任何收件箱在同一位置都没有的字符，或完整 ID）以确认：{ $why ->
        [near] 此收件箱与您已知的某个收件箱相近
        [first] 您从未与此收件箱往来：它不是已验证的联系人，也没有任何针对它的操作成功完成
       *[transfer] 此前从未成功向此收件箱背书转让
    }。
desk-receiver-earlier = { $what }（{ $when }）
desk-receiver-earlier-envelope = 信封（{ $when }）

## 审批（双人控制）：三栏及其差异。

desk-approval-party = { $partyKind ->
        [inbox] 收件箱 { $short }
       *[name] { $name }（{ $short }）
    }
desk-approval-holder = { $partyKind ->
        [none] 无持有人
        [inbox] 收件箱 { $short }
       *[name] { $name }（{ $short }）
    }
desk-approval-holder-unknown = 未知
desk-approval-unreadable = 无法读取
desk-approval-as-now = 与当前相同
desk-approval-operation = { $kind ->
        [transfer] 背书转让占有权
        [surrender] 申请交单提货
       *[copy] 发送只读副本
    }
desk-approval-function = { $function ->
        [transferPossession] 背书转让占有权
        [requestSurrenderForDelivery] 申请交单提货
       *[other] { $function }
    }
desk-approval-diff-reference = 此电子提单的编号为 { $now }；申请中写的是 { $asked }
desk-approval-diff-state = 当前状态为 { $now }；提出申请时为 { $asked }
desk-approval-diff-holder = 当前持有人为{ $nowKind ->
        [none] 无
        [inbox] 收件箱 { $nowId }
       *[name] { $now }（{ $nowId }）
    }；提出申请时为{ $askedKind ->
        [none] 无
        [inbox] 收件箱 { $askedId }
       *[name] { $asked }（{ $askedId }）
    }
desk-approval-diff-title = 当前权利 ID 为{ $nowKind ->
        [none] 无
       *[id] { $now }
    }；提出申请时为{ $askedKind ->
        [none] 无
       *[id] { $asked }
    }
desk-approval-diff-surrenderee = 当前交单接收方为{ $nowKind ->
        [none] 无
        [inbox] 收件箱 { $nowId }
       *[name] { $now }（{ $nowId }）
    }；申请中写的是{ $askedKind ->
        [none] 无
        [inbox] 收件箱 { $askedId }
       *[name] { $asked }（{ $askedId }）
    }
desk-approval-diff-known-as = 此收件箱在这里的名称为 { $known }；申请人称其为 { $names }
desk-approval-diff-no-name = 此处不知道收件箱 { $inbox } 的名称；申请人称其为 { $names }
desk-approval-diff-sign-ebl = 密钥将为电子提单 { $signs } 签署；申请中写的是 { $asked }
desk-approval-diff-sign-function = 密钥将签署{ $function ->
        [transferPossession] 背书转让占有权
        [requestSurrenderForDelivery] 申请交单提货
       *[other] { $function }
    }；申请要求的是{ $kind ->
        [transfer] 背书转让占有权
        [surrender] 申请交单提货
       *[copy] 发送只读副本
    }
desk-approval-diff-sign-title = 密钥将为权利 ID { $signs } 签署；提出申请时为{ $askedKind ->
        [none] 无
       *[id] { $asked }
    }
desk-approval-diff-sign-toward = 密钥将向{ $signsKind ->
        [inbox] 收件箱 { $signsId }
       *[name] { $signs }（{ $signsId }）
    }签署；申请中写的是{ $askedKind ->
        [inbox] 收件箱 { $askedId }
       *[name] { $asked }（{ $askedId }）
    }
desk-approval-diff-nothing-signed = 密钥不会为其签署任何内容
desk-approval-diff-problem = 目前无法对其进行任何操作：
desk-approval-summary-transfer = 将{ $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } 份电子提单（{ $refs }）
           *[other] { $count } 份电子提单（{ $refs } 等，另有 { $more } 份）
        }
    }的占有权背书转让给{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
       *[name] { $name }
    }。
desk-approval-summary-copy = 将{ $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } 份电子提单（{ $refs }）
           *[other] { $count } 份电子提单（{ $refs } 等，另有 { $more } 份）
        }
    }的只读副本发送给{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
       *[name] { $name }
    }。
desk-approval-summary-surrender = 为{ $count ->
        [1] { $refs }
       *[other] { $more ->
            [0] { $count } 份电子提单（{ $refs }）
           *[other] { $count } 份电子提单（{ $refs } 等，另有 { $more } 份）
        }
    }申请交单提货。

## 电子提单的状态。

desk-state-issued = 已签发
desk-state-surrender-requested = 已申请交单
desk-state-surrendered = 已交单
desk-state-amendment-requested = 已申请修改
desk-state-surrendered-for-amendment = 已为修改而交单
desk-state-void = 已作废
desk-time-unknown = 未知时间

## 电子提单所反映的操作答复。

desk-surrender-rejected-held = 承运人拒绝了您的交单申请（已恢复为“已签发”，由贵公司持有）
desk-surrender-rejected = 承运人拒绝了您的交单申请（已恢复为“已签发”）
desk-surrender-accepted = 承运人接受了您的交单申请（已交单）
desk-surrender-accepted-out-of-sight = 您的交单申请似乎已被接受：贵公司已无法看到该电子提单（接口未提供更多信息）
desk-surrender-accepted-by-surrenderee = 您的交单申请似乎已被接受：交单接收方持有该电子提单（{ $state }；接口未提供更多信息）
desk-surrender-pending = 您的交单申请仍在等待承运人答复（已申请交单）
desk-surrender-cannot-tell = 您提出交单申请后，该电子提单发生了变化（当前为 { $state }）；接口无法判断承运人是否已答复
desk-surrender-cannot-tell-unknown = 您提出交单申请后，该电子提单发生了变化（当前状态未知）；接口无法判断承运人是否已答复
desk-transfer-out-of-sight = 您向{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }的背书转让已完成：贵公司已无法看到该电子提单
desk-transfer-went-through = 您向{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }的背书转让已完成：{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 该未知公司
       *[name] { $name }
    }现在持有该电子提单
desk-transfer-not-yet = 您向{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }的背书转让尚未完成：贵公司仍持有该电子提单
desk-transfer-cannot-tell = 您向{ $partyKind ->
        [inbox] 收件箱为 { $inbox } 的公司
        [unknown] 一家未知公司
       *[name] { $name }
    }背书转让后，该电子提单发生了变化；接口无法判断背书转让是否已完成

## 事项需要处理的原因。

desk-attention-new-held = 贵公司新收到并持有（{ $state }）
desk-attention-came-to-you = 占有权已转至贵公司（{ $state }）
desk-attention-surrender-waiting = 您的交单申请已超过 { $hours } 小时未获答复（申请于 { $when }）
desk-attention-outcome-unknown = 您的{ $operation ->
        [TRANSFER_POSSESSION] 占有权背书转让
        [REQUEST_SURRENDER_FOR_DELIVERY] 交单申请
        [SEND_AS_COPY] 副本发送
        [ENVELOPE_SEND] 信封发送
        [KEY_REGISTRATION] 密钥注册
       *[other] { $operation }
    }是否成功，{ $minutes } 分钟后仍无法确定
desk-attention-credit-deadline = 信用证 { $credit } 项下的单据必须在 { $by } 前送达银行（{ $when ->
        [ago] { $days } 天前
        [today] 今天
        [tomorrow] 明天
       *[in] { $days } 天后
    }：{ $because ->
        [period] 交单期届满
       *[expiry] 信用证到期
    }），而信封尚未发送
desk-attention-untouched = 由贵公司持有，且已超过 { $days } 天未作任何处理（自 { $since } 起无任何动态；{ $state }）
desk-attention-arrival = 尚未交单，而{ $vesselKind ->
        [both] 船舶 { $vessel }（航次 { $voyage }）
        [vessel] 船舶 { $vessel }
        [voyage] 航次 { $voyage }
       *[none] 船舶
    }{ $arrives ->
        [arrived] 已于
       *[arrives] 将于
    } { $when } 抵港：交单截止时间为 { $by }（抵港前 { $hours } 小时）

## 桌面通知与系统托盘。

desk-notice-changes = { $first ->
        [yes] 电子提单{ $change ->
            [arrived] 已到达
            [changed] 已变更
           *[left] 已离开贵公司
        }
       *[no] { $change ->
            [arrived] 已到达
            [changed] 已变更
           *[left] 已离开贵公司
        }
    }：{ $refs }{ $more ->
        [0] {""}
       *[other] 等，另有 { $more } 份
    }
desk-notice-separator = {"；"}
desk-notice-item = { $reference }：
desk-notice-an-ebl = 一份电子提单
desk-notice-many = { $count } 份电子提单需要处理：{ $refs }{ $more ->
        [0] {""}
       *[other] 等，另有 { $more } 份
    }
desk-notice-open = 打开
desk-tray-title = eBL Desk — { $count } 项需要处理
desk-tray-open = 打开 eBL Desk
desk-tray-quit = 退出

## 单据与电子提单的核对。

desk-check-bl-number = 提单号
desk-check-containers = 集装箱
desk-check-gross-weight = 毛重
desk-check-packages = 件数
desk-check-vessel = 船名
desk-check-voyage = 航次
desk-check-port-of-loading = 装货港
desk-check-port-of-discharge = 卸货港
desk-check-shipper = 托运人
desk-check-consignee = 收货人
desk-check-notify-party = 通知方
desk-check-standing-title = 电子提单
desk-check-silent = { $title }：未核对 — { $why ->
        [no-bl-number] 电子提单没有提单号
        [no-pdf-text] 电子提单的 PDF 没有文本
        [no-container] 电子提单的 PDF 未列出集装箱
        [no-total] 电子提单的 PDF 未注明总数
        [no-vessel] 电子提单未注明船名
        [no-voyage] 电子提单未注明航次
        [no-port] 电子提单未注明港口
       *[no-party] 电子提单未注明该当事方
    }
desk-check-no-documents = { $title }：未核对 — 没有单据
desk-check-differs = { $title }：与电子提单（{ $expected }）有 { $count } 处不符 — { $documents }
desk-check-not-checked-in = { $title }：{ $documents } 中未核对 — 没有文本
desk-check-and-matches = ；{ $expected } — 在 { $documents } 中相符
desk-check-matches = { $title }：{ $expected } — 在 { $documents } 中相符
desk-check-and-not-stated = ；{ $documents } 中未注明
desk-check-and-unlabelled = ；在 { $documents } 中找到但无标签（不视为相符）
desk-check-not-stated = { $title }：所有单据均未注明
desk-check-unlabelled = { $title }：在 { $documents } 中找到 { $expected }，但无标签 — 不视为相符
desk-check-page-before = 第
desk-check-page-after = 页
desk-check-standing = 电子提单：
desk-check-standing-ok = 电子提单：正本，已签发，由贵公司持有
desk-check-standing-copy = 是副本而非正本
desk-check-standing-state = { $state }，并非已签发
desk-check-standing-not-held = 并非由贵公司持有
desk-check-separator = {"；"}
desk-check-value-copy = 副本
desk-check-value-original = 正本
desk-check-value-no-state = 无状态
desk-check-value-held-by-another = 由其他公司持有
desk-check-value-held-by-you = 由贵公司持有
desk-check-note-no-text = 未核对 — 没有文本
desk-check-note-not-found = 单据中未找到
desk-check-note-unlabelled = 找到但无标签：不视为相符
desk-check-note-check-digit-same = 校验位错误（电子提单上的号码相同）
desk-check-note-not-on-ebl = 电子提单上没有
desk-check-note-not-on-ebl-check-digit = 电子提单上没有；校验位错误
desk-check-note-near-miss = 与已知名称极为相似
desk-check-note-legal-form = 法律形式不同
desk-check-note-copy = 副本不能用于交单
