// SPDX-License-Identifier: GPL-2.0-only
// Generated from cocci/src/guard_lock.smpl by tool/kguardify/coccigen.py: edit those.
/// Replace a lock/unlock pair whose every unlock leaves the block (a return,
/// a goto to an unlock label, the end of the block) with guard(), and a
/// critical section that ends before the block does with scoped_guard(), so
/// that the unlock on each exit path and the goto-unlock labels go away.
///
//# Declined, with the reason in report mode: a path that returns with the
//# lock held, a lock dropped and retaken, work after an unlock that would
//# move into the critical section, unlocks out of LIFO order, a goto into
//# the new scope, a guard right after a label or case, break/continue that
//# would bind to the scoped_guard loop, a return value that would be computed
//# under the lock, a preprocessor conditional inside the section.
//
// Confidence: High
// Copyright: (C) 2026 The kguardify authors.
// Comments: The structural checks run in the embedded Python (generated from
//  kguardify's tool/kguardify/*.py). Nested locks need a second run.
//  KGUARDIFY_GUARDS=<class,...> in the environment limits the guard classes
//  to those the target tree defines.
// Options: --no-includes --include-headers
// Keywords: guard, scoped_guard

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
# Embedded kguardify modules: cscan, lockcheck, lockrun.
import base64 as _kg_base64
import sys as _kg_sys
import types as _kg_types
import zlib as _kg_zlib

def _kg_define(name, encoded):
    source = _kg_zlib.decompress(_kg_base64.urlsafe_b64decode(encoded))
    module = _kg_types.ModuleType(name)
    module.__path__ = []
    _kg_sys.modules[name] = module
    exec(compile(source, name, "exec"), module.__dict__)
    return module

_kg_define('kguardify', 'eNoDAAAAAAE=')
_kg_define('kguardify.cscan', (
    'eNqtG2lz2zb2u34FGjclGVNy3I9qnZ1s6u5kmtqZ2ju7XUllaBKyqYPUElQct8p_33cABHhI'
    'dtp1ZmKJBB7efcJH4ur9D_8evssSmSs5fJvKvMrmmSzH4h_v3w2_Hb0cFvnqYfDs2bOrKr6V'
    'Qm03m6KsxiIWah2vVuKNUEmc57IUfiU_VWL4SlTFEqDhp_k2T6qs4C-qiiu5hgNEVUqpgtFg'
    '8LYSmRJ5UQG4N2ITl0qWIwFPl3lxr8T9XQyL7-DUqtwm1baMVyK5k8kS9kiZjkVSrBGgCgew'
    'IstvlYjzVGxKuSmLRCpVlGKV5VKJdayWMhXFtgrFTRknS1nhwwqgpWGNprgp0kyqwbzYAhg4'
    'e56t4PCk2MiQIDMumgwlijngDXseRAwnE1nCv1kVgGAosvmJXCkZDlZFsWHEskqWcQVIreOk'
    'LGCNus8AhVAksZK0oijTLI_LB7GKb2B3KG6LqghFKYH4PBzclDJewvICpJRvASn5CYhVCnG3'
    'eCFnr--Asesi3QIB8Emub2SaAgc-yvImrrK1yPKqIHpuZY5YwbtRUiRJRkQr4SspB_QAFow2'
    'DwFgWwAFYqvgrWZEnsZlCiwGlgLOqCkhSFOkMimIUCY7LwalXMGpHwGXNaqPGqFGDQb8Dcgb'
    'zMtiDXStVpIVZhTfJHox6AOzjRdVDxuQtHl3Ea9ler3drCTQfPnT-UX0y7k4A4hAzHoDlPgD'
    'AT-l92zy27NpPnvxbDf1Jr9NPfw89XaT18P_xMPfo9n0_sVuOvrbNJ1M70ezF57etvv--7Pd'
    'q1dn8A7_7YavdtPj6fFuOIQ38GKHr892Z2e7r85233yzm8K_3WR4_OLk-Te_7WZnu6Oj3fTK'
    'CwaDn85__dflLz9EV9evr89_Pr-4vgI8gaLf0fIqRtP3srkXCg8VB3_PixJ_3d8BIfghLfB_'
    '1hr8hHpDz-U83q4qLyQowkOtweesN_iJNIe2aN3xgmDw7vLyffTT24sfmqj4e85F9cVtl-_P'
    'L85_wT1_eL43Fl6Abyf4aYaf_sBPn73PgzfvLq94oQXuBbPPwI4jcf2wkcNM3Yl7UHrUKLC3'
    'dfyA1pvIFMzBmmUOQm6a42hwcXkd_fjPizfXby8voovXP5-3aWBOtimxvLO8Udnvspgb5h34'
    '8aIorsDR3GwrGUW4FZSRtuIr_gzPgUWDQbKKlRJX4BvPy7Io_fNPidwgNcGYzgH9vwYjIp-Z'
    'FpK94F0MJkK2dRdv9CftXcEjyZJMTo3IdvQJ1-hsfWsGGjzCHaPfpG-wD3022Dx9lXnKX2o0'
    'q3XVhQHHXOaOwxuJD8ssVR9EXEpwwAp9huMN2fOhk1tb9wdr4RuBQz8IDk47Pe1rAwB6J-P0'
    'A3oponcT5-hY8TPqagk-Ae0dggOccidVpthU4AAQ7glJ9oRhnhgHC85KgyA_SgpUP0LjEMCQ'
    'W1khOsWcGQZvWCWAKutWvxP-8DQUw9MAopHMcVkpOWjlkgSBm5cZcvQxbvPKVI1FhVyeeMh2'
    '0J3RaDSjl8gI8xI2hLiL3yABfMAATQdwlXmyKhRyph2Q6u8hxjtZrguFpgPKMxq8Jy4qMBU-'
    'BTHQCBhd-FFbXVcfLBJNKo15HPEpEKJjCLFwsuE4uKcszxCop_QaDMs10KjFMQypEVh5XoM_'
    'AlBzhQKbo3-xq5AJ0ixzV-G5FOCRReCNgD5AgxIBvzaOgPOSstb3v6_ifIlss6kFoIpatSJt'
    'JOb15xihWEqJoYmFDoH2waBDQVDe4zLAVGxWcWJ1Bw87AxCqIrwCephBHIWnL-F0sG77HEEw'
    't-DtdbllHpINiEx8L_Jx7cQSFDJsnGSz-lk2x8dnAqKfN264u37A9T5xfCZOG49MHHFhO0CQ'
    'ZD7qqHXSAg7IGk8Y_QWiz1kWYr2Yia_6ENVH4ZoRHYWmf-d7Jy_AkhbBuNeJLzUvRqCHqe-9'
    'OMG14lh8G-xdnuMpS8DppSA_tsTlvauRoGXvmw6PWgQgkSSNqUeEI0qnLTbgo1m_zCwCIJ1v'
    'vwyDRVei0Q0qv085coa8bKnAmVg8qgEJ6rcnptW0nM6nH1sIP0WNGor4YwysHxwUO4oyC7oq'
    '5oh7mtOazhIS8cKKePGn2SFXe1XyEdxIFbOuKvbi11HBL8aR5fNs6vUZJaraUw0zeZqlsmr2'
    '6TtRdEABEZlQrLPcX4AvDHooa6CL4PYqG8d14XmjRQEA4YBAhwN75Jhc8ASCwSx0YltYh2-K'
    'FRcQ9fkYyD3AJwA3yzi_lT7tYHxhA7ttPCdwxA9cgEeT5R5-6XfwSphoRZU0ZKc-1682ZhGu'
    'lPrNxi6J_Mxfj27LYrvxIQ9as0ryR0DNDwLCHStAYSomUkYMc_qgYFaHS4igkamYfa7sx-7x'
    'hE6aJZXNWOpo-nO8oTgMwOUnDMocFTU4pk7oMrRek0GEhWSvgqS3jpGbGJKGcesYrD8-m1Qk'
    'WWqs9JvJrJYSGAachOTKfLumWlcT0pQNPBtROg4rdYnTFBAdM4o3G2Sj40_Y-p3duu5p6eOc'
    'UnwCgnmnPmLCqEzo-WR4OpsRGNIRA7NrV2WcgfnY6sLb5jcxqDJUTuJ5ibWSTj2ep554LnwD'
    'iVjBGhF0HQ4TuClAcRrviP2QR3RCAL9Aq9YhHYhkYQwOYEo52148e5jxeGXW_9OF5lKuTYZo'
    '0Opug49qJYm1bo1t8otp9OSlVTQyqVJaY-LIQ9mbZQhvNWpkbNLFiFdolJg_UTFnF6McNQ8J'
    'X-2mkmK1XefWU8FvW8XVWXEsToc3MXKfklH04S_1AwYgfCjAsEJWGJo_YjsQStbaEBsYTgjG'
    'EPOTY73d5WM_ykxPD56rIhR3mU16eW-A8J0kd1VANLrLLDvXWQp7fHh-jNshJgTi5MSJk6yS'
    'iC4snYnvzwwKzfy3ACiw4EBAIeTwuGEzrNDRp7aWLrZlImvevxZvuG-BFQNUXympClW31Mkc'
    'm95kbZ6gsnWTkrWTC34ESDErwmIqinwlV_NQNPXUBijSNVjBXomTjuYLffCZLYqC1k5u5J7Z'
    'OOTsa60lRAlWI2I4cFobahNqG11rXcSRAZx97bpAe_Z6dvfAz5Zp9CSKK820vVqopfbWRCMU'
    'lI5T2KDSSNd-K0RPPjyt7cO1EYv86FZWvtkwPA0sWkj7U1AyqmbsyjLQbHSA1l13Wmfdl6ns'
    'Zx246LGi1jYLDwttjeQcPIwBQ4CxgdABR438yNlmhYIimOejusIPTCbWRqFMxtqU9hIATDdP'
    'nBaDajfus5y_FmXqpBSADfDOaC0cNzKmh585KLBjx1lAnVCQg2oV3VSiAzjHyaNaktmoVvn9'
    'aJLhrsFc-Y-erHqOvYGaWdGNBGOQyLJOmaMhwgY9Z2n6hwZQJNSEpXneTbjrLOD40VZAJ_Um'
    '4Cbn7kHcyJodn7RWUAt456D-VNlhTkPwapd9JK6WGSSlkJVQVzHOgSkxHcAzGaG2yR2Oc6Io'
    'Tv67zUqp_E8BWnkUrbeqiu6KVQpPRgO3QHoFSsEFEUp8MbPiCxzxob5H1MesubmwyoEK46wY'
    'OkymTgSccWrPWPIZjXoTW8_OCorM_ZjUbYvGMb2ypMGBye24GMX45dL5VQu6ljnKa3CY7j00'
    '150XOAmVNspUlOFo0ndpD2pE9AO0qe5YYD9eR8LDEYYgxxGDh5F6YOXxvFF8wrc5Fi2wNwa9'
    'wObvGGPCA7fq8wIpH9WNTGPzGiFDDOSEFBb90vvNv_r16s3rd-92by5_fv_6OtJfg-iH8x_f'
    'XpxP068hZURYjjeJy1vKNSsmkxIIJJbOcvgHhjmGZBxOdDjGvGo4IYTXVAaNvPdc-c9VYFLx'
    'mpCQtkCuG9jsF12Q9bocwNkHLRvZbN1P5ia8LpQNdPcrmap5NNiT0KsJaxAvNhm9cS19CFnf'
    'Qr1misj9efIV0WUmB5jc3lO7n3vYkN6V7CrURiY0Jdcdd3sqN6blbQZx8j5eLcUNVXuoQTqZ'
    '0uUuZIMfs2KrhPcdTo8-e6jMHLUQiUaYavi42m4sMY4rAjfheiLXB6Ahgc745kAa1IWov46m'
    'wQbjuSGtcNSZsGqUAIgReqDSabK9pGwk0PkwScQqYiNPvSmKVaNzgQ9811DcyezXpowygnYz'
    'jAPRw2YnetzWvINgRM2Dq_s7KEuRKTSKopzvA8H7UEtD0bgkQtVnDPABKz2tbJVx68pwobna'
    '4ptZXN2BjC00nxrqwKozDBE9uUinArdMkJ9Ak3GMBymTxOsH3KfzgkF_ElMJ25Qwx3bTFKrv'
    'nYTBaleWKptK9fcdbc-RRzsNPwAAQtrTYX-r9YknmVwGPgftGEADT4_k7jk9Ee2I6OTZiBp5'
    'JBaEoYKwngWC2XjwHxN6bKMW8yKbu8woIK81HGE_HcVz7A608zXQxHwPdQ4QLHA7DMWtDQ-_'
    'cNPS_syE7hi0OpA43dzH4ObJbSbT1j1spkl8m8cLdk0dHvf6_Qinwj7bgu4MW5YYaSysFMjP'
    '7Rn9B39GNuhpvlA2Lguqw_T7BP7_RDvKNi0cyR7APWuiTIrjOpHeVI8Z2tScjo9JC4FJKQ43'
    '2aLbrT7bh3yqOBwTl1SSRey--sQQYlzdo450maUtDoD4pcJY7BMGYtdwCqSO7bs6jh4e8oIH'
    'rBiFMe7J6rlnhD2HBXKNhopcVtq9tvy0s6XT_YrwiLTp_pqRd1KsIEd6grwbUtHs6ZiJkUrD'
    '-1ZB6GBcqz1dexof0hKatB1SDn1z6oB67NEMzpdJis2sVj-CzUHzCSU0-7Sl577Wo4Qd0vrq'
    'EZraoa2DFfJXX5nqIFInFBGGgj7PgjdbaKXjy-iQAKEjmFe8hbXRINMvo_rm1mGK8MxD1HzX'
    'LVkZvlxvqocO-L2syrqgW7G1Yy9EpLEXLMgOG0uzoGNPkOm7Aj3-wdEvwmbsiWlDZ_lSZiV8'
    'Mof9QL5tAAn2sIuuWPVIwyq-ZluXn9qUs3qw3UdpXbr03KDs50SX2l6--PtzVlrZuNhgIkuH'
    'W7p1bY3AtzmkY-hND3oon-imEt2MCm9i_oWcYl9eoaNYVWcUBwy8Uetow_m0Kb0_6Wh0odRl'
    '5uGy0emTUrKiY1uPqmALr1GMBk5x5mYavdVZ3SagQgv1QIdHW5JRtmS_NtTtq5a6dTyC79Ri'
    'iEjvdNQF_tcmo3am3QDZMx6ty0xjFJppNvi0-dUeSTVZ9zjbLMuas-8Oz4BFbgHLJbsZJFPX'
    'KmvSkjla1tTnwzJvD4QgdPA4CHbzrdW-e_jcyaEuM-jkFw8e7D25nmTQmTSYEn3h9Bz3xjmH'
    'GYvmyn3ziIXTs31C598c-rl1qG0jt26fdaT6XdsS2pHR0dRansaVNa6mhNxbtg0_7eHaLcDW'
    'hdvW2FyJxVYhf1RGt9LdyazwQXcZy1gs5QNeZRfbDTb5MBNrj81927AlFEz5W8cL87hBHfYR'
    'fYwPY8HdIb4KDbTa27x4qwcoMX8pMXGbSXrVzBL2ayZXqfCdi8IaJF8NwrMotPF1HavQEOeL'
    'e5HZ7uQDAVIuVvZyVJaiUuHLEd16rqXPu-iPOYg26uro7aBiRGtYt_oyvP6Od5gbPHCmpW0f'
    'uJ89fVxpDJZ0lzCVciNV5XYL0dpR22PQg3r2ixmcua_Ed4WB7gv3Ynh96WetRzX2_gGYMz3G'
    '-2V7RxSHGWlmk5ZFxEqDXg9L3Zkgbd47FmwM7lpdTStsFtENXnjJbyO-VO-3BRDa-_F1V7aP'
    '7fQHAmBRIZGt_9aJuzYBSyDmpyfG79DJ2KytGY47N3wPB5RXydRg07zrtRkhSrjO-RsY2OrT'
    'Y3RgXIDxXe9R_bTbQ3LH3oO2CPVo28w7cfZtJtzj1ki7ewGgd_SJ9OE0N7dT_gZh7mzd1bWz'
    '-k1PW9XIOu8Q8D9UV1iQ'))
_kg_define('kguardify.lockcheck', (
    'eNrNPGuX00aW3_0rasIykhK1A-w3g8lhGZJhwwIHyD7S9BjZKttKy5JXkmk6If9976PeLrkb'
    'zn6YnBPaLlVd3brvR5XviLev__bfZy-qlWx6efa8lM1QrSvZzcRPr1-cPZjeO2ub-nryzTff'
    'vB2KjRT9Yb9vu2Emhi18GbrDajh0RS36Yi2Ha7HaytVlL9ZtJ-p2dSnOHovNoehKsWqbj7Lr'
    'q7bpp5PJ03a1qhpZ11Lsu_aj7Ancvhi2Yl2shl6kEmZfq5Gu3YmC4XWygFf0omjEoaGRdj0h'
    'VIqd5CnrquuHXDTtsK2aDawABJteXFUAqhrEVtZlNhXvtlUvdm15ABRKuapKAIovImCD_DSI'
    'q62Ezx28mXcgP-072feEazGIVVcN1Qp3LlcDbAueA-b1dQ64laJqYH212k6AErsZQ0gzMbS0'
    'UQkz2jV9RJSTXizxby5afF2_aveyXPBbO7kB4FPxfJg0sEUmFG9dIbJpc4ZULGUN-9y2vYTB'
    'oQWoctUCWRQJCLNJi5u6qmAOLgJ69oA78guoUFcNkAz482y3lGUpSwFcWBZDtYMNKdw3spFd'
    'MUhkKTDxe0JzgfhMaUA0SDyYvOpXRTPdX88m_QAvxs3U1bIrgK0oUsghfGcLwNoOhAJEbDKp'
    'dihdgNaEuL5qQUSIvP20WK6Eevy0bYYC5KfLgS6AzbJW84frPfJcTXsJBCvfHfbwlB9fErLV'
    '-npKyOl56Y-Hhl6Si9dFBxoApHrbHrqVhL_DDoTpLcx-1nUtvPCqqC_ziTj137JqSkBjMRTd'
    'Rg7ZZHJHSaZ5jZJdO6CUpC56ZFO3OewADdFvi72cwXIh5Eys02cZflrTx1ys62LT48g9HMAP'
    '9MQM993qMBOVmPPK6XQqNriuyiYvXj39efHz85d_ewtPU9pNmuwOIPfEySQX6hsjar7jB5lk'
    'uVrRA7XNAvpi5-NX_Tm2ZFF1_xssc4fc79Hly2242o44X8de3RcfZeT1oOEgjTLEQs-Wawuu'
    'K64WHgHMgCWCHooQwluudxqACIdHiOKD4n2HkPzROIGOUNLbjqDlECrELkassr1qFmBsSnxw'
    '2JuP3VUvd-abDBZcgY2VaoX5zEvMVxd_AGO5gV8cTrjPYmsMre06b2iM9u4zQy8fhkur2HSX'
    'ULQvgyh_s7vwn8rYMo2ju9QfG9mJ_1DjFoJx9hJf4KnI6rDwmaIHHMasDvjnnqOnR8v6yLpe'
    'LaS_Zi24aLnbD4uy6tEr4AQ9JJtgJHhtsHQBAURXrCIgYk-cIQfkrtqgq3Sx0UMWGzUSLIVt'
    'FjXS1V1sB-1yxcjoUs0TO-Kwz-EZsYz81NOirlVcsSuuIcCDfyCWKVQMoYMgjHd4EgVvh6aE'
    'QEmHM9PJ61_ePFs8ffLiBboX8Ly_Y3A5pGny7M2bxet3b_Cd8GcBX_Ejjj598vYdfn7-Vo_y'
    'p8WrN4uXv7x4kYz7XA0Kp_767M0rJmpDf4pP6ttiUN_5A3ja3f4UzLq6lPU12Z7Gfu6r32W7'
    'xk__9pzQffLmzZP_Wbx9_uuzJMsmT96-ff7Ty8Wr1-G-5zj3O_r3jP79lv79nv69S__-lf79'
    'TP_-Y34KtUePaNLjxwz1O4J6hu__91_-4-jVzDicgzEh_l2CJpEKQUw-VM1B4tKXrxZvXz95'
    'ieHA2f1cnN3PQBr-C1k8SBQJkIRBYlACsfe-wATgEqKcHMchgsKQF4La6QTDpZ_lNYAZMO46'
    'hwwhx9iR_rmYTCYU4ogXICY_w_rUhmjZjHaMAjTDxIK-sbrb76u6t184OqKvGi6K7zFMiCyf'
    '2A2w4EL0XwjQihpDVZVcQBAcBGZTDEoRBMbe9s0QoAEezg4htroQ4g6EtN2uqCG4Lm0Qh8lE'
    'T8va9Rp4MkNSaGbeUYM6HdAvphfyLoGiMwpDzS7_BvkKquDxTvVyi-oavDlEyvRSPQCcCgbJ'
    'iEeGIP62Ix7x0RDQNyuYd4wFcM1EASkJOIpBQpSbJJRpEON6cY_EZs1YUZoUgEsoKk6QLwkn'
    'RclDhAGZWaPSFVnSck5jPAB3YNo1ZoF2SbFayf2glshP1WCYSBKqmcgc6TVLlEisrGWEHAFe'
    'X0sNal01Re2x9YivCghnjnWLWaSf6FHud3afSU-ZXFTAxpM8pejizcOEgHwsQv4oBlF-gG9D'
    'zwlIl_ITTq7QoRAWSQKSVso1aXi_WF6TH05J9iSgZbIvRO1CfBYv20aCxuOfDDP-sloNjLbW'
    '8wujiDjCgPUmbOaDSgnO5oN60weRIsiZ4FoALsqMQqrd_nE5ZQtxSZJ1ietTY12-7dqrjB7A'
    'B3xk857Ms6_VWqiXIg60H4Q2BZHHZerZn4ouRstT1G2iMu0b_s5c5Do57Q_LtEve92Sk4X9c'
    'kCkw_b6uhgXakgBOwHdDu3ft_qwGYtSQF-92BQNACYNU1pgbwAtkGcskAu20Y5IM7XAc-Igz'
    'mYVzcX5BT0rQjy18vccKf-iis5CgK6QLoT1xiYijSXr-RzLz6Mtwv5uL-2ZY1mZ-dvFndP6Z'
    'O59mz-ciyROyGwpVwNVfSpubFvs9WLk0Saa_tVWTwk4yn-MwYjfE-PRyFk7RcFbZ5Baw6TFC'
    'tQKyZ_Hb4z7p8YUrIMTolMYz3CAD-AtASJILwkikmTH77yDWtLJA5Tfjk0EIUGiN-1i25TWX'
    'vPZU0QA2Npc9SYBi9FosFlUDArhIe1mvczQHM1P2wPXsdUgiSQ8NcXD-FKbDVuFff5hePKf1'
    '_gPGA8SOrIOKE0zBBaXrjz_9FdoMWnOCq2IzyRAqUdVzHNaSz6E6jkKCynNFfZkimpnPdRfZ'
    '88WlvE5xaYYg1WhoOfD5FK0TiSdhHYhzsKVzWoEeHqHiF282aYYPlEK3EZi0eS2UhKtlMWOs'
    'GWwiCeIpflDG20LWBJp7dJhuIJS0tMhBKq02KVnWJDu7f6FEmQCREOM7LFJYIFz01RJEcvMF'
    'qFGJ1EdMbdfhBU9ybDgNMCFBrxL6GlBSbYCQ1GOXVYlE0KtLy3Sspy3Ia6aqaOsjoaDhmvNK'
    'fCeYHPRJPBK1bFJ8lMUIAzHTx392wtxy-5ZwQIQzQ4THEPRFNt5fVvsF68bRvtV2x7evjCGV'
    '_Z0oHwItrKavB8nKjzoPEZ8ihM4BID4UhQFFKFAMRFTC5Mev1vO2tB-1fsTT4attVUt6oF7A'
    'wAAKepSThkJBQ0Z6WoI-JiQxjFkKErCFKvQrGtKYIzxOqIvJWIyQP2L4B2tsLCnSYdu1h80W'
    'fEtH_RDmU8YNoD2EHkCbN7lQCaRndAuxxFhZQWs7l5yF-NhWpfFYD5Vg6u6ER-Tm06DJEoqK'
    'Tyd6kHmCj2uV2MelWyW-aHMdBWJIuNK6NSu5PnzLU5VsR1-EE7eyKCcx9TKMXGOascBuywgX'
    'ly3kZC7PngILMJPv2prbY7YbRBFAexiwhwVe4geXpmhsjNFwDQ_vPJBmmh2KMw6elufRl-CX'
    'YxeiXqJNlIWPrwX9pfqGip6NOwrMI0QVXhCeGk_KVmVKFQv1GWRRR-OuUZuptk8AHrgyMwFw'
    'laONR6xkA5E3lvBSa_UyLywmXGE4Q0JZPxoVk4qRL7BDZ9pOaWINm6KFsWWJ3gGkoeWC0tR0'
    'JJbLqaxwlMLR5ih4wvqJzTee2SzeCTVNCmzrJ8SvtfhA0D9wGxPWbRoue8DTNKnKTxwvOrXd'
    '9K999jCxSd3QXvY8aQofZcNelzNvL_vgaG4xFsd58RN6N6xHhKZWFb88z2bevCjYh7K0eAYF'
    'XfkD5coR4Yx0AT8pfz-l9jGqxDzxnz1Qz6pGMcIPJTFBeuC-iheqRYrv3AVGAaSQ4vHcQQQt'
    'bIgHbj-9ae9UklD73xfgSRUIL_uiOTaMCfZuHjv7B_fx_ihoja2QbEO0TvrYYoaMuNl0mdgE'
    'Lzl3d4vrLNwL5txFkPWhKOlYmYqFLomp89rnhuyOpVA-RbteBKO0rqIjEwPqNyBgKh45TZpR'
    'RfJkUk81Vtva50Lk8je5wkIhqBvnfutiV9XXfLQAo2qjmUZ3Kq7XTKm4RmWQRPdjTJeEgxDA'
    'aEoVzND-0hamHNWZWef3Lry9O5O04dkfOrlAlHy7g8HBLIw6Ah-GwVt3kFyfkx-L-lAM2MGn'
    'QMGan22Brkf0QGwh12uJR0T0XthI6OMeS_B2V7Kuzy6b9qoh1MSuWHUt8LVv8QAI9jWwbRF2'
    'LRxCUlgD8qhigyNCIcquwTofyCqRflrjpSEBBcWjuVC2BLSHBu9fWHPWkMz5voTUaxZYA2M-'
    'bKch6kR-LCBU8aKUccVtAqVN2WgdK24np7tiWG3TLvnH-ZOzX4uz3xcX76--_ZckN7gZuJ7N'
    'sv2gG7B16cuypSuT_aJdp6bozOU2yYUpI0n_qefqgr4jQaVEnQfDCRK8k7slcJ6VTn5a1YdS'
    'OqVF5SM1eIpfhjQz3MLDMEgM9LcVpBdAj_Ts8ef30-yH9_2375epS5wMvuNomv0AZEKEfKYi'
    'hXbTDYTY-_Q-U88d-tcgSCDcpkVZpnrGA9800QRFO_bBsvTV0rQyVPNmxv0ZNJ_4KVDQuEtW'
    'AdCXCC34IXwz-ijcoNKFOU3QinFk-o8clQoold0_M4JLfpni8yQJ0oYjjxik46wO4dpqrcJR'
    'NKRnj9GGTpPsphBCpRuufupAliHZbl1UE4xh8TTDdLfgfbCB47aPw1_V45kJfaaJuYilQyog'
    'cv-qrhdUg5_FavVO-wfN68wJDZ2mXOQhS91vh3IjFzqv82XPRcwPTMfRiXZCYUqFHpLmk_wS'
    'Huhh4gtOb9lGwLq3Zq2KHuFTjdyLMB2hsPA6FR8YtQ_gZ_bs0rkTpDqAXJm36ymado5DkoWV'
    'pXJOCflFhpio04NOK9H0qLj4oY8Ftpwd4OHJ3sbWwHzQBpQB5AlTPwt4jb1jL4vgaTlZQENC'
    'ZXFcORhd-MflVPdUdX_GwJmiv5d9mv3JAFcDpghaygnIGl0joJzbVbmDb-4hwVB6KRvF5CDm'
    'yh1hdcrI1M5AXgBujmQ7JWbZTIEAINzFoR5SE_EZlM4pWqKCLkdOWQ7ZSma6BziiMnwtS34z'
    '5cTbOb8WsXeZOcNVxSBXtjeDWJ97walC7UI1ajiZXxm1doNIYphy3qw1gbWiU6MQLNBpWZQs'
    'IA5IMEVp3NFDRO4CbxNx18L0uz-E9inIumZZdi1QsiTvCJaxAD8kgPoQz_HngvobUtwt6XXH'
    'oQu6L5yR0ishIJuyAmVBOwpJqxq3avfK0IwgWfAJ5VoW-gyz6cBQ88VsAk8dJyd6TUYwtMyw'
    'FeXG6_CJWZebMxeI07mD7UXY3Qo90xF81T4_Bs6b84MKs1qZeGfxTOurm_AwLDcZchr0ZGu1'
    'UfVKNQv9nmOssHfKMLD5gOdT-G9iqh_e4ltiZU4deAiG_kOdFNAnjcnJ5E7TPzcNezMF48YQ'
    'jG7IR_avTB1IFOA-pW_4Yc3Om0R7bmXY4XtmzmLgWidl-4p00AuBFEfMSZN1QyYnt1jACNdG'
    '_DG0-gvKwLOcMI8fZHI17YwAELD-nDaLcR1zCzvwHDYzt4wURKFyP5X4lSkO5WpQVa1zZINt'
    'qT6DqdHzQn9vr0xRVWm3uXLAR5_QLo0friI49oAVEr4pqZjuH_nHkBexSnZ4Kk-kV22HnrKu'
    '2yvqUmp_766hOk-yLMrEOHcW7PDUFAo9y1csExcmv8WTIbwTWTo5kz2L4nVi1EkPOk-CuxZ8'
    'zD3X9X2uPC8lsEs6Z184CKGpcXB4SL7d08EUsJ0QJFGTgOj5vWfPrrbXfLJlbo-qEDur9XWg'
    '_Aet-V5Zt2oW_IoZJTqkkCgJfk0GUdcisAZ-iLIFKeiqzXZQbSXnYI-pj3rxFqmG0mr-rvR7'
    'YnutmKHAI913OExtP820Ub2iOI2MN-6U5pJkk5AAFXKk2Txx8LUe03TBnN4ZUB4DyPaqSaJ6'
    'dteq_EFbIkZZsV3vyS35uztjGZnr6difVJ-CFgMPh02GoBOj8jx8o9seogGvPaRQMNSN9oY8'
    'qhMMylNi6RoT2RiBg_IE86CF4kFkSRyHhnZiHNQJ7q7aUjqCuVS3o0Sc690BIsY4dxOeLcvk'
    'BKMxidZqxM2gsR3eEU_0Ia-iQebW1UfJh4rVcqTvQ-4n6rtUWKrZyo6EwIFETQ-0CKgJihba'
    'WvJ1JrotFSfXjg8-x0h7Yx9vlOG6q6eAxsEFxzfYCmqRZWmlIxa4CN2sJzpq9qkeZkwcyDTf'
    '7V2eqyqq0qG7oyeMDR6Oa8ch9vfZiDQqD2jIq28_hQShWCRyBjlObL2MADPIuX-_KnXMpzqx'
    'A4uyi9y8MouY00BIbysoX2NdWUDBtS6x8AwyTU7-WPcSx2ce3y4EjRjTR7fuojOG20XAIQ5U'
    'R1CXLHRtx1TtIzGrKip4USuOOYd92vR07O-nGSdzEoaqj7u4XpPCSc9xful5F10-bVObeXJa'
    'fso9mg4sgth0BaXqLmIcsDFSxlzO1dTQ2dGotRo8O7nJrwZ7Jw-wCB3sCbdK-sg2AfWx6GWi'
    'KK3rSV6tAqQOl_iS4pz6OBANzg80-UCnZ0EovFoRsEdLL24UPl2EJXGCEz9GoTj0pYHMqL0z'
    'GgV4-EdHCAksFlDhGqSGMhIVXY_hhjUPRAXbqKDzVAagMYvpOC5uB857ex6gafFULNB5vV6l'
    'WEi5EFWGnACZbJY6vWWkMrMMUyAtz8ldcxrs0seJy9AUjpFETsE-MsJo_ggdGcANwJEFvtC6'
    'jFV6WpmJx-L-aZ0FyncSMja6gsEU71E4UOrvmnNcdFucTQQxKBYIJWSmOaDCoi1a39RwgfBB'
    '7jCxtDG-4WZwROoY0P0QUGb6TTvMc9T1B6QG05CTdb4goTJEXQKw5xbowRYPNoTo6k57AJCN'
    'JI6fqaPX5jkS0EBh8-JYlShTdAiiL-1H1TY3kIWf_A4xpgALfCRC7Rjhiw0BmKJzc7mEb-vr'
    'hPAm2eJ6YwmqjXf9j6JYTvDRhopGyhKD1WIFcpucfL1jsqMIFCpfokpxj3Q61KXqoJH4FuQ6'
    'i67AUEFbbyBkKcsTfcyYVpvS5gIfLPZdu6zljo2G1CWYus1BqnL1Bs9kKl8_Ygk8P25f9dth'
    't_dfNf6eyDtG4FNjHfUcq7htN8gy9ZrJX1wuu5VqR0tqmd8Tdfuy3I_FvWJLEvebnXAtdG1N'
    'rQYs6TxELFxEW8WJxC25XVfrNuC20iDVNfhKJtMPgaCiY8u8aDbSWtC6dUuHsG8kgLN5OhMU'
    'lgaJUwSQm7f2sWrh6kG-aOMhbU4vvO-_vQP_p9X6c7WGIBX-bfAP9gA-I5TP8O5qnb1fjlzD'
    'NOePYoXLmcSG4igTC-wGA6XBLPSo0C0eIgCWAfP8WCbG3mREBhOH7whCUR_knYtkxweE0ASB'
    'cJO8Is2MzNIZxQcWfYZhlUUdCqN-SQBvFNz9cXD3xsGR1oUr7UGEc--wXuD5Mu71K0ODx31I'
    'mNgMSN85jIcif9GhSGbv-UWcqQLju1J1l-_m1gbbOm5wEKKmcq3QVebPlK6p2xGaZyffkzPK'
    'T732Rt2qVsW24g8RQQodhn-njcqi1yCOIJpXxbXAY8UqmjpKVlWhR91MVBcdibqmPHo6fYy1'
    'PQKu6aSKlGSO9vPRXIScfQT7nRxHq8TTIwdi9cSZiuW4mZ8UKAeuQrKooo9kKFTWspcQbLGO'
    '61Zae_0Y-0Ss5b7xdLAVu8cg0tNN01R6IRbblZtodnN159Y0xOJVWGd3iMlRENaC9M8qeT-c'
    'hM2E2PHTu7gv1jx_R1iQk1OuKXn1N7eKgDxI7Uk-kDo670Yh8-P5qPe-aS_4Owuexee6wjiy'
    'p0Q2qDbi1VVANiJIWFE1eSEkqPUVYsHH4vjGQNKLgCBdULg0d07U9yzM5LVisihpwoEZCq_R'
    'dWNFzpv1KiiyKVXI1Q3jFaSDzWEvYtLAzpOoj6vOlpg4Et2pdylcFciinE0mt9nD1-JfQWJB'
    'fSdKkGI7AJBFo-DfiLjiiXdgF_3OyF2EhG0TfaazOhH9wybZbn8YzJkl0-I8fRIDwJqjxdb7'
    '0NHGOO4-wXXHMhf7tsdS2LVSsEK3LBPwUDNF7IciuB0fJ4ScYqf0uBL9_0wHx6Wp88HZ5Dbm'
    'Ho0RKp5zR0hrnTk4yjbkC4WPfUbJv7QHZDs2Q55bOskqiuRimNyIxdGLvd_Ic5GwoqCioTCD'
    'dKKhU0HQzSHPT_QTC-bH7xp5xV4m50xc_RyDMtwYc_n9ajrex01rz1v5v_3wBUERhqobOhiA'
    'gsD3nm_uK22-qqt0ixaSUKCdRG6j20RWXECqFkGgtnE8gYsWg6MCM7Mm9BJUHHYAkvs99kaq'
    '-XSzQ2E_53VGjwMo1sm7_bGCjPqUWEaeHhEpF5uIa4mdK0ayKaY5pDNq75DkiJdxf-22577U'
    'Cx8TDRXQ0RMO-JX6cjyWaiJmYzS7PYEcA-Q-jlR8VO40uzl-cXTmnE5XZhHH7jVR_hk96fhP'
    'HZiTDMf3D0i2bO4cCc9iEun_QgH1jYJfUqC6KNf7997PYDBia7E_anZdHP24ggaCFNdf8EcG'
    'nBj8dLhoDXWU5k7QrUqyd0fk0xB85GJgmNUwyoZKN2dGng0Pmtx7_cOkBuCR6vomnY5j-fbi'
    'FKV8M3-r3GqMTt6N2wjNsrgPD0uQsWNcwZ0611M_Mb8IrH-Atj106raq6gj1gvuZfK5OXHVt'
    'swEygap9gQdWnUywbXN7uN37_SGcHjnjbjuoeMc9N22qBcetKB7jR5Zyuhpyq_ZSOnr0Kuf7'
    'JEE1mtBxpYYGvuzuLKzYBefPY13flVOho84vvYkvaoZGiUDykcKd6cGqQ9mGBzegpc7Om-nn'
    'LjD_92G4saPwjp3DN0oG8_yGsP7tOH5EVc3Z_Qt8rF-nx47V7whlLmo1EmudDFCVsh67Z2aP'
    'vbYnS0BagnH8Pr4oMsc-79EqKlsqlEfthP7VbdQa7RFfPP_xlSkmWWWjuy8HhExLRkMlwinz'
    'DrfQkFfoC80Fn3ahiyLmx7Ny_1pQcN5V3f4IRiPXhW7_Q2dfe2OoAD7UcjpxbzL9oRL3VVtn'
    'M3HufOPLK39SVLPHFkbS88-pN95PFPJRU75pldr2h7FEYh78oBttwxwfPn6u6JA5aIIOreOX'
    'rvzrNB72-hiJuU0xrQa5A5PoXLEx0KMtFfEdgqJfdXIfm2e3bbp7ISSIZc6myjvvMHJFZ93o'
    'y736hoe3gaELToiq38HCBfgxXTfOXZNP-DuE9tcdZre9uwFMtXdD3Bt2fFGKb1ypS1KWpM7d'
    'qbFrHf8Hhz8VjA=='))
_kg_define('kguardify.lockrun', (
    'eNqVWG1v28gR_s5fsUhqkEQoNrl-KVToiiB2Al9T24h9uDs4LkORS3ljistwSfvU9v57n5ld'
    '8UUvSSokFrWcnZ3XZ2b2ubi-Ov119l5lsjJydp7LqlWFks1cvLt6P_shfjnTVbnxnj17dt2m'
    'KylMV9e6aeeivZfiatPe60oYlUuhC5HpLFN_XnVpkyelzh5iXog97wa0Rq5T8M5EnbbZvcjS'
    'sjRCV1K8B-WHrhJ6-VlmYJylVa7ytJWi6UppRCMz3eTi6T5tvTfEsJJlKcWa2Mg8Eql4lE2u'
    'spbpRaCrTIpaNqJQpQyxWBlB0oA6exAaxCS7R28FjhJ1o6rWCIX_ucyUUboyEb8hFWttVIsl'
    'XlC9eaBrZdom5a268IgUPytT6AaS0QYrfWoewBrSKyhdQnYj6jLduIVGlxL2OVsvZZ7LnDRZ'
    'YvdagK_m81eykg2MkQtrzQhMHqTIDMzEMvWqxeQkz1Nr8o_4bHS1fdZm-2Q2pqdoYINGr6EJ'
    'zJmRyCZOl5lwr_-Z1rWqVpG4ll86CZta6nZDq1uiq0a3GgwicSN_b88vPUv0wDGgik1s5XTU'
    'pH6ii8g-mDZtWrO7YfCU23TqfBKJz12-kkmLgyLxoKrcJMsNx1kkKrJ6qYz0vOfiF0SKOOqQ'
    'XIsn1d4jbGgrx6HQDUwpuoqD1nv38-sPp9D7zeXVWf-dnF2cioV4FYkfIvEX7-IyefvzxZub'
    '88sLrPoPq6TSiemy-6ToKjZmkvjeT9eXF8nVh7O3578S1T_e0YLwPc_LytQYceWCK9jaMZx7'
    'Ah840imhjFjrnOK6kWlOoQbBORBKtYxlKdcmRgKxgnNhbG7V4E2hx7z6AF7LNn1MG5UuKfDx'
    'GilpPUtckchGwpAdQrGhsBUIb3jaxBRVxIgSZk6r_ItcOPyC6N26Gv3umgapkpCA-LYvPC-X'
    'hbDwwPpLk5D3E1k9BvivGtLBxd0tdkS07S4Usx8F6P5NCNXS-p34r7gAdPTGInxhvsLxte5P'
    'm5WEERspkdkF5V5EitG7vFEEBHVPvf4bMyO2sBTihsmWnSrbmarAC1brTfGYlp2ER53QMY4J'
    '4F2Km_O3vyX8cO2HTKsKRw5XDkLTp5Ft11S86I1-96oGmUDwCmRkZVnEpi4VTor8kNhmYR9I'
    'DkMtb7JykqhKtUkSGFki4Y5b15kSytBX1AvXf3QH99nsntKyX6YauWNAoE28_QFJ-0drAiFL'
    'I7eL_WaSNN76b_GNOAmn2-QayhLkYeNS6zI44hnKPz_c2QwNSWL8haj8ZQAo7UhUwGZs2hzv'
    'pjspJcwcuWBcXC7E7V1P8lwERGDhLnI5EtoUZuyB_YK9d1SHCtWY1uGRmR5JWUlVkgrebdvV'
    'pbS-RMHgP3eRFce-6lfvSLb__LFjtd9xGHITWUU0oKCo27EOlSizf14fQJb_Ae5luoTxLPvp'
    'xrsjRwGd_i_6vlzPxzrzrm3VuHM-8axDZrPZqN5FjP4orcsNZzu3FK5MzL7-6RPNpE8uxwC0'
    '875Y3m6h_e5AmlBW15TVtGWScQjAmqOKAxAUozDbS83hXYysllUe2L2h10vnmqSthOUhAbHe'
    'fafgNgKhcV0OrniQG9g4qBM6G29uX96FHBT2OaYInyy4YA8PBfYtuLHLAqL_Mt78pd_IBvzC'
    'BuwmriUnumYwEpM-8Fv-PORax8kZD2XYFrxjduFsikZJsw3a6EhqREPURzsBPWx1XyNY4ehJ'
    '0cF8JTy4w9GIiYAoCf8znQP3F37XFrO_-lhpGt2YhW9QqfUKDaZEp1ZLVBZUyGI_2KjtglRQ'
    'DX3IKBFZJ3YdQUCATjAL56JjKYOiBhrRSoSVrbiWOlYtepeAC1lRi8WCdfpjwndsjqH5C2wH'
    'aNlEk7KxI9bEpPBPSzniLJLbKMpJrJ5mun___ZEcTOyI4gTLwyNUPGhsj7cBFR6oJ9HYTIxe'
    'HEBDaXen2bCkM-cWjfN5D3sHYhR2JkzJY2qIp4rYxmMQhRtznDxq01m3QdqCCq3tNpMqXcsA'
    'bF3fOwIG9Oggm7TqAXcOPQmXQaj4wMZ-IGMTecztjosOjJGYFBEgOT3cAUEOFKjboACcc_9u'
    'J4Ic_q6bkLCEqz9xsroTK5-7C99Wd9vgjw0FQlWlpfhxIV7O92Nq90RbqCdnDkPDqB04I4QQ'
    'K23re0QzYDlMmNRxKwwjZE83KXJfLi2ApWbESXGTgnYnV-ah7_sbSROTGTanCA-aotJmg7JX'
    'bywmpiNGPDLfI-Wz-7RaSTvzbl0ZTzBHFwUng2sb9s3C63Ga54Eb9AIbOxFtHcE9MWMlmZtr'
    'E_bZ2RfMj01NW0Zc2E3AzgM7CVGHfUwVjoqiS0RXE5GO-_nzdbjH0dOuczed-MJiwT0TMiNJ'
    'DT8BBcmTC4sAKld6vfApcvwDuIVeM35qAJLBeIh8wXN9nHfr2gT2HMAFnJ6gbprFTdOhLX8h'
    '_I_ViKcsITDpw5Fvg8SfinwvS6qUC_dgcXYHyPoE2kfBtVnRfPvL6w8X5xfv5uKEUpcG_w7p'
    'dWJ8cSJGCBG5U6bsKRWPcj6_eHvp2BKIZbpCcW5lPj_EPacaZcZIdMCq_omZn-T4NzthLrAY'
    '8XHozCCS2N7c_aBbjv3p6FufYTPc8ioifQ6MH3FRduY-CKdt6viC6fh9xvf1MsoklJ7f0arS'
    '-LQ3o3Lh0qZv5_pizjk_pBYh49fPsD23yziCS350k-WOgYnbnM4-IBhG8VPNo7uy13siAKw0'
    'coVDZqjzdEllcTm0dzx86_aJWH76uxA393LSwCozQb6If_E-vvdr3RkksDSGL1u6SkE5pJ-i'
    'y7EtMzfatemDrET7pDKGOZokt7zpLHQUZMe8v1EYN9LWzjtXKNZukfB9Hqghx3Sa7m_AAq5B'
    '4a4Hh8LFMzHOCgkOaGVwH0Nuf4P1LUcy9YCR-J6452ZkT5Q6DSFXutUwtBafeO8nsQSEraWT'
    'kQpFAwMS0PeMWroHs2MMTeVDbRpbjtuRw3bbtUPBFxK2dpMMQyjbemOtObreG6yDMrJrm6Ia'
    '9D-YOGm1CQoyNM6luoc9SX8i1alwyp-bKcubHr-D-yNx53JK_JNIPB7jP7pRcUdQqB5xoDvh'
    'QPN2S4931Iu5G71JzdjpQXuefYXZtl7H-zHfoFeReWLXvEntYWL73t8TdrIxODEnJnTFIaNp'
    'C1OPDxS2XZplyU_2UFcwt6xQa7DdVRcrfCS2jNjUX-dlTTNukaf-7A2DOHbtGxHQtez1b9dv'
    'Xr9_n5yi5F-cVUMSLTeMRGZjGJnY6WkJn_TJAPtAg5jzJWj8f318euHYfMw_BgF-hh_DP_mu'
    'mRorvI5Xje7q4BX33GsHKpSJVpPteD_vL62najg29gbC-x8K5BEI'))
from kguardify.lockrun import LockRun
kg = LockRun()


// Every lock call kguardify knows, so that the verdict sees the file.
@site@
identifier L =~ "^(down_read|down_write|local_irq_disable|local_irq_save|migrate_disable|mutex_lock|preempt_disable|preempt_disable_notrace|raw_spin_lock|raw_spin_lock_bh|raw_spin_lock_irq|raw_spin_lock_irqsave|rcu_read_lock|read_lock|read_lock_irq|read_lock_irqsave|spin_lock|spin_lock_bh|spin_lock_irq|spin_lock_irqsave|srcu_read_lock|write_lock|write_lock_irq|write_lock_irqsave)$";
expression list ES;
position p;
@@
 L@p(ES)

@script:python@
p << site.p;
@@
kg.saw(p)

// First unlocks on every path from each lock ('when strict': error paths too).
@cand_e@
identifier L =~ "^(down_read|down_write|mutex_lock|raw_spin_lock|raw_spin_lock_bh|raw_spin_lock_irq|read_lock|read_lock_irq|spin_lock|spin_lock_bh|spin_lock_irq|write_lock|write_lock_irq)$";
identifier U =~ "^(mutex_unlock|raw_spin_unlock|raw_spin_unlock_bh|raw_spin_unlock_irq|read_unlock|read_unlock_irq|spin_unlock|spin_unlock_bh|spin_unlock_irq|up_read|up_write|write_unlock|write_unlock_irq)$";
expression E;
position pl, pu;
@@
 L@pl(E);
 ... when strict
 U@pu(E);

@script:python@
pl << cand_e.pl;
pu << cand_e.pu;
@@
kg.matched(pl, pu)

@cand_ef@
identifier L =~ "^(raw_spin_lock_irqsave|read_lock_irqsave|spin_lock_irqsave|write_lock_irqsave)$";
identifier U =~ "^(raw_spin_unlock_irqrestore|read_unlock_irqrestore|spin_unlock_irqrestore|write_unlock_irqrestore)$";
expression E, F;
position pl, pu;
@@
 L@pl(E, F);
 ... when strict
 U@pu(E, F);

@script:python@
pl << cand_ef.pl;
pu << cand_ef.pu;
@@
kg.matched(pl, pu)

@cand_0@
identifier L =~ "^(local_irq_disable|migrate_disable|preempt_disable|preempt_disable_notrace|rcu_read_lock)$";
identifier U =~ "^(local_irq_enable|migrate_enable|preempt_enable|preempt_enable_notrace|rcu_read_unlock)$";
position pl, pu;
@@
 L@pl();
 ... when strict
 U@pu();

@script:python@
pl << cand_0.pl;
pu << cand_0.pu;
@@
kg.matched(pl, pu)

@cand_f@
expression F;
position pl, pu;
@@
 local_irq_save@pl(F);
 ... when strict
 local_irq_restore@pu(F);

@script:python@
pl << cand_f.pl;
pu << cand_f.pu;
@@
kg.matched(pl, pu)

@cand_srcu@
identifier I;
expression E;
position pl, pu;
@@
 I = srcu_read_lock@pl(E);
 ... when strict
 srcu_read_unlock@pu(E, I);

@script:python@
pl << cand_srcu.pl;
pu << cand_srcu.pu;
@@
kg.matched(pl, pu)

// Labels that lead through an unlock, or straight, to a return. They only
// bind the returned expression; the verdict decides which ones go.
@lab_u@
identifier l;
identifier U =~ "^(local_irq_enable|local_irq_restore|migrate_enable|mutex_unlock|preempt_enable|preempt_enable_notrace|raw_spin_unlock|raw_spin_unlock_bh|raw_spin_unlock_irq|raw_spin_unlock_irqrestore|rcu_read_unlock|read_unlock|read_unlock_irq|read_unlock_irqrestore|spin_unlock|spin_unlock_bh|spin_unlock_irq|spin_unlock_irqrestore|srcu_read_unlock|up_read|up_write|write_unlock|write_unlock_irq|write_unlock_irqrestore)$";
expression list ES;
expression R;
position p;
@@
l:
 U@p(ES);
 return R;

@lab_uv@
identifier l;
identifier U =~ "^(local_irq_enable|local_irq_restore|migrate_enable|mutex_unlock|preempt_enable|preempt_enable_notrace|raw_spin_unlock|raw_spin_unlock_bh|raw_spin_unlock_irq|raw_spin_unlock_irqrestore|rcu_read_unlock|read_unlock|read_unlock_irq|read_unlock_irqrestore|spin_unlock|spin_unlock_bh|spin_unlock_irq|spin_unlock_irqrestore|srcu_read_unlock|up_read|up_write|write_unlock|write_unlock_irq|write_unlock_irqrestore)$";
expression list ES;
position p;
@@
l:
 U@p(ES);
 return;

@lab_ul@
identifier l, l2;
identifier U =~ "^(local_irq_enable|local_irq_restore|migrate_enable|mutex_unlock|preempt_enable|preempt_enable_notrace|raw_spin_unlock|raw_spin_unlock_bh|raw_spin_unlock_irq|raw_spin_unlock_irqrestore|rcu_read_unlock|read_unlock|read_unlock_irq|read_unlock_irqrestore|spin_unlock|spin_unlock_bh|spin_unlock_irq|spin_unlock_irqrestore|srcu_read_unlock|up_read|up_write|write_unlock|write_unlock_irq|write_unlock_irqrestore)$";
expression list ES;
expression R;
position p;
@@
l:
 U@p(ES);
l2:
 return R;

@lab_r@
identifier l;
expression R;
position p;
@@
l:
 return@p R;

@lab_rv@
identifier l;
position p;
@@
l:
 return@p;

@script:python depends on patch@
@@
kg.verdict('patch')

@script:python depends on report@
@@
kg.verdict('report')

@script:python depends on context@
@@
kg.verdict('context')

@script:python depends on org@
@@
kg.verdict('org')

@script:python lab_u_fn depends on patch@
l << lab_u.l;
p << lab_u.p;
fn;
@@
coccinelle.fn = kg.label_function(p, l)

@script:python lab_uv_fn depends on patch@
l << lab_uv.l;
p << lab_uv.p;
fn;
@@
coccinelle.fn = kg.label_function(p, l)

@script:python lab_ul_fn depends on patch@
l << lab_ul.l;
p << lab_ul.p;
fn;
@@
coccinelle.fn = kg.label_function(p, l)

@script:python lab_r_fn depends on patch@
l << lab_r.l;
p << lab_r.p;
fn;
@@
coccinelle.fn = kg.label_function(p, l)

@script:python lab_rv_fn depends on patch@
l << lab_rv.l;
p << lab_rv.p;
fn;
@@
coccinelle.fn = kg.label_function(p, l)

// The unlocks on the way out of guards and regions. This rule changes the
// functions first: positions name lines of the file on disk only until then.
@xu depends on patch@
identifier U =~ "^(local_irq_enable|local_irq_restore|migrate_enable|mutex_unlock|preempt_enable|preempt_enable_notrace|raw_spin_unlock|raw_spin_unlock_bh|raw_spin_unlock_irq|raw_spin_unlock_irqrestore|rcu_read_unlock|read_unlock|read_unlock_irq|read_unlock_irqrestore|spin_unlock|spin_unlock_bh|spin_unlock_irq|spin_unlock_irqrestore|srcu_read_unlock|up_read|up_write|write_unlock|write_unlock_irq|write_unlock_irqrestore)$";
expression list ES;
position px : script:python() { kg.is_exit(px) };
@@
- U@px(ES);

// Regions and guards, keyed by function, call and lock expression.
@xs_e depends on patch@
identifier L =~ "^(down_read|down_write|mutex_lock|raw_spin_lock|raw_spin_lock_bh|raw_spin_lock_irq|read_lock|read_lock_irq|spin_lock|spin_lock_bh|spin_lock_irq|write_lock|write_lock_irq)$";
identifier U =~ "^(mutex_unlock|raw_spin_unlock|raw_spin_unlock_bh|raw_spin_unlock_irq|read_unlock|read_unlock_irq|spin_unlock|spin_unlock_bh|spin_unlock_irq|up_read|up_write|write_unlock|write_unlock_irq)$";
expression E;
iterator name scoped_guard;
position ps : script:python(L, E) { kg.role(ps, L, E, 2) };
position pe : script:python(U, E) { kg.role(pe, U, E, 3) };
fresh identifier cls = script:python(L) { kg.guard_class(L) };
@@
- L@ps(E);
+ scoped_guard (cls, E) {
  ...
- U@pe(E);
+ }

@xs_ef depends on patch@
identifier L =~ "^(raw_spin_lock_irqsave|read_lock_irqsave|spin_lock_irqsave|write_lock_irqsave)$";
identifier U =~ "^(raw_spin_unlock_irqrestore|read_unlock_irqrestore|spin_unlock_irqrestore|write_unlock_irqrestore)$";
expression E, F;
iterator name scoped_guard;
position ps : script:python(L, E) { kg.role(ps, L, E, 2) };
position pe : script:python(U, E) { kg.role(pe, U, E, 3) };
fresh identifier cls = script:python(L) { kg.guard_class(L) };
@@
- L@ps(E, F);
+ scoped_guard (cls, E) {
  ...
- U@pe(E, F);
+ }

@xs_0 depends on patch@
identifier L =~ "^(local_irq_disable|migrate_disable|preempt_disable|preempt_disable_notrace|rcu_read_lock)$";
identifier U =~ "^(local_irq_enable|migrate_enable|preempt_enable|preempt_enable_notrace|rcu_read_unlock)$";
iterator name scoped_guard;
position ps : script:python(L) { kg.role(ps, L, None, 2) };
position pe : script:python(U) { kg.role(pe, U, None, 3) };
fresh identifier cls = script:python(L) { kg.guard_class(L) };
@@
- L@ps();
+ scoped_guard (cls) {
  ...
- U@pe();
+ }

@xs_f depends on patch@
expression F;
iterator name scoped_guard;
position ps : script:python() { kg.role(ps, "local_irq_save", None, 2) };
position pe : script:python() { kg.role(pe, "local_irq_restore", None, 3) };
@@
- local_irq_save@ps(F);
+ scoped_guard (irqsave) {
  ...
- local_irq_restore@pe(F);
+ }

@xs_srcu depends on patch@
identifier I;
expression E;
iterator name scoped_guard;
position ps : script:python(E) { kg.role(ps, "srcu_read_lock", E, 2) };
position pe : script:python(E) { kg.role(pe, "srcu_read_unlock", E, 3) };
@@
- I = srcu_read_lock@ps(E);
+ scoped_guard (srcu, E) {
  ...
- srcu_read_unlock@pe(E, I);
+ }

// Guards.
@xg_e depends on patch@
identifier L =~ "^(down_read|down_write|mutex_lock|raw_spin_lock|raw_spin_lock_bh|raw_spin_lock_irq|read_lock|read_lock_irq|spin_lock|spin_lock_bh|spin_lock_irq|write_lock|write_lock_irq)$";
expression E;
position pg : script:python(L, E) { kg.role(pg, L, E, 1) };
fresh identifier cls = script:python(L) { kg.guard_class(L) };
@@
- L@pg(E);
+ guard(cls)(E);

@xg_ef depends on patch@
identifier L =~ "^(raw_spin_lock_irqsave|read_lock_irqsave|spin_lock_irqsave|write_lock_irqsave)$";
expression E, F;
position pg : script:python(L, E) { kg.role(pg, L, E, 1) };
fresh identifier cls = script:python(L) { kg.guard_class(L) };
@@
- L@pg(E, F);
+ guard(cls)(E);

@xg_0 depends on patch@
identifier L =~ "^(local_irq_disable|migrate_disable|preempt_disable|preempt_disable_notrace|rcu_read_lock)$";
position pg : script:python(L) { kg.role(pg, L, None, 1) };
fresh identifier cls = script:python(L) { kg.guard_class(L) };
@@
- L@pg();
+ guard(cls)();

@xg_f depends on patch@
expression F;
position pg : script:python() { kg.role(pg, "local_irq_save", None, 1) };
@@
- local_irq_save@pg(F);
+ guard(irqsave)();

@xg_srcu depends on patch@
identifier I;
expression E;
position pg : script:python(E) { kg.role(pg, "srcu_read_lock", E, 1) };
@@
- I = srcu_read_lock@pg(E);
+ guard(srcu)(E);

// Gotos to the labels that go become the label's return; one rule per label
// kind, goto and label together (a goto without its label stops matching).
@gt_u depends on patch@
identifier lab_u_fn.fn, lab_u.l;
expression lab_u.R;
@@
fn(...) {
<...
(
- goto l;
+ return R;
|
- l:
)
...>
}

@gt_uv depends on patch@
identifier lab_uv_fn.fn, lab_uv.l;
@@
fn(...) {
<...
(
- goto l;
+ return;
|
- l:
)
...>
}

@gt_ul depends on patch@
identifier lab_ul_fn.fn, lab_ul.l;
expression lab_ul.R;
@@
fn(...) {
<...
(
- goto l;
+ return R;
|
- l:
)
...>
}

@gt_r depends on patch@
identifier lab_r_fn.fn, lab_r.l;
expression lab_r.R;
@@
fn(...) {
<...
(
- goto l;
+ return R;
|
- l:
)
...>
}

@gt_rv depends on patch@
identifier lab_rv_fn.fn, lab_rv.l;
@@
fn(...) {
<...
(
- goto l;
+ return;
|
- l:
)
...>
}

// The flags of an irqsave lock or the index of an srcu read lock, now unused.
@rm_var depends on patch@
identifier fn : script:python() { kg.var_function(fn) };
identifier V : script:python() { kg.var_name(V) };
type T;
@@
fn(...) {
... when any
- T V;
... when != V
}
