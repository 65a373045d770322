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
