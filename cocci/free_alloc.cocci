// SPDX-License-Identifier: GPL-2.0-only
// Generated from cocci/src/free_alloc.smpl by tool/kguardify/coccigen.py: edit those.
/// Declare a pointer that every exit path releases as 'T *p __free(name) =
/// alloc(...)' at its allocation, for every release function the tree has a
/// DEFINE_FREE for, so that the frees on the exit paths and the goto-free
/// labels go away; 'return p' becomes return_ptr(p) and a store of p
/// becomes no_free_ptr(p).
///
//# Declined, with the reason in report mode: a pointer released on some
//# paths and kept on others, reassigned, used before its allocation or after
//# its ownership passed on, freed in a loop, its address taken, work after a
//# free, an ERR_PTR getter whose DEFINE_FREE does not test IS_ERR, a goto
//# into the new scope, a declaration right after a label or case.
//
// Confidence: High
// Copyright: (C) 2026 The kguardify authors.
// Comments: The structural checks run in the embedded Python (generated from
//  kguardify's tool/kguardify/*.py). The DEFINE_FREE classes are read from
//  the tree spatch runs in (or the driver's KGUARDIFY_CATALOGUE, or the
//  built-in table of Linux 6.12).
// Options: --no-includes --include-headers
// Keywords: __free, return_ptr, no_free_ptr
virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
# Embedded kguardify modules: cscan, catalogue, scope, lockcheck, freecheck, judge, runner.
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
_kg_define('kguardify.catalogue', (
    'eNq1O9ty20aW7_yK3nhVAGQIspzUPDCrZLy2PHGNxk5Jzs7UUgwKApoiIhDgoAHJiu2q_Zr9'
    'sP2SPZfuRjdIyrKyq7JJXLpPn1ufWx8-Eec_v_rHwWmZy1rJgzeFrLtyUcp2Kv7y8-nB8-TZ'
    'QVNXd5NvvvnmvMuu5FTkWZdVzVUvE_F-KUWXtVeyE10rZaDEUmaFbJU4-EF08DKvZFb3a3hc'
    'rfFx2YlCLspaqmQyub7qs7YoF3eiljeyFXJVdkpkejDNR6iiaKQSdWOmxiKrC9EreIjT7kRT'
    'ywkChmGIUqnEqin6SooWkFHi1cnrN29P0r_88uLsVezdpS_fvX0VT_Sj03cv_6qfPzs8siOd'
    'x0c8wbx5fXZyYm9enr44P58gZif_eH_y9hU_YDRDRB7IKVvxhGkQnVytq6yTKhKLtlmJss6r'
    'vpCHSNska_Pl4f6hfdYsgCvIipgHZ2JRVsjt5rYWRdnKvGuAD7g4vUfO4QjgipLVIgboXYMg'
    'sssKpPYKUSi7sqmBU9mdUOusFhUKhUAo4GVZq7KQ4km5AHxBVCerS1kUsmBICP9K1rIFAgqR'
    '5E2el7SgmgrVAQwQKwC8bDOSTnWXoPpMJoRcmi76rm9lmopytW7aDhYF_mSEz2Siny0ztQQI'
    '5vY31dTmulHmqpUMsgCNzKtMIa8NTFWUeRcPr4B1pawKnrDOOoRuBv8Mtxo7q5NJrnJgix5x'
    'Dtcnbdu0sThv-jaXk8nfXrw8e3cujkUYuDoVxCLY0DHnoatl2x8fBfFE2L9glxo6k1ERnVvS'
    'PLx3NTGIGOP07ARwbiVIbbUGkYVtcHEZ7qnoQu1fhIHYE8GnIPmtKeuQKYyiycsXp6fb581e'
    'HPxndvB7Or-43dcQoskTcSZh3ytQwr7OWc-6ZQZCyXO57sTbX05PUYdWoJw3uD14azjEgEEA'
    'xaJdI1UXJROckp6_eI04gJx-R1vVhWFwvUCzA6Re39grvEgVjAAVv6FH9h29AtuSr3uPyd5f'
    'cFl2q2yd2km3dVPIdAl6XcHsvsOHLVOYLsp2dZu18h5wtGivLtNW_rMHcgLg6Nt374Ghpycv'
    'zk_ORyS9OU9Pzs7Sd2cpEo1r8RO8Khf4WZXXsrrDq77W1wByMvmzVfaQAR6_b3uwGapqOkXX'
    '0YRei5_Iwk4JZdiZ78AgFdYoJOJ10wraB7BrsvyfPViYQ02wAFpp_1dNfs2GuMZLAiU_rFup'
    'FAr8e7FoWt9QGgilYgOFpn2YQRMIit7JdmkzIQewXdujrXPmEQ4GNA6TH8ouQXODsFZZ3jZo'
    'lBh0na3kcNfdrfkOJBAE9EgvOXqqwY_HtldqeDQI_IlARtJrttza_sgPXZuJlQRT2uo3xETi'
    'NEG8XUp3bQciGtcpmmjmUFMXJKqsmorLpqlg-OusUmCV8PWf120D4u3u6A4Ea8hKF3WIDiFC'
    '9wyrTK3OthJMcg3LtKpL86yqaFyi50W74Npd8JVw9bydcHHXq7Tu9XiCi3RuAMaHIRglJdFn'
    'gk0qF2SF4CNM33_6F38zmVfpe7yKyGBFu3eu_vMwjgRon_sEaAd5C2ug7idJtu3XUsQkhIaG'
    '6McRFWAHfAx9S7C5-V-a-I3X1qHZFBy26mZsGeZok9BdhoB61lddusgoxjjGQRHNU-QHrbZe'
    '9mXVHZR1oDXWRm9t04AfBq4NQ4atCcta2zcDSHPPGEYEqW5SttsdeN8uuwaWF__zX_89rACx'
    'wsTyme3WwGQf_KZm2sWWCVoHMltLlCgxVTNnt4aUC7FMiBScszMU8L3-FxTufudPtt6jNuQg'
    'zxo3opsFKT6JtxAeD2RvJW862SCJeHF8TEDJxP4_UnkvsdMNMFpyy7EokdCBM6gyjhq4yr2h'
    'BLPldr640gVeeOHW3F8qBQBaDoNhIGnEAhQ3tb7mPuGA18KMyg2EbpeNkta_oQVVzgIAu5UL'
    'MCplfUVpkIFUSNjrLcRQSJdZXzSYZWXipikLsY_jrZ9k1ehBzseb3GBWRswNx-wdHzuozC2c'
    '26zGtAB0p2lXGTBe0uqhQSPaVEZaekMLR_OXCc3GZXmJB6jGo1cImEnBY9VPBzH_x3Zoh0Lq'
    'AB_06cJDdwPoU8EkPgz6KH2wtIG9TWnUVsPjezVQsFeYvg_JvM5_4V7n-bxgqC077p8uK-sU'
    'jA5FAGj3wdxHP7q6qrlGRBkq2KEMaK5keyWNcWxgwXYqAuv8AkLWuR9wVlKCcouPoWZGrO1h'
    'LIyCbGXfZwuAIz1_JxECLqd3Q8e8h2BLZ1dpii2-oSe5p7ymDgXYNccuW0A3GAO-daTZNSlm'
    '1_cHcDgiKfrVWoUfAwYfTP3FAoaMjyFj1ow3y93rDAJNBUydcd4eLnfweP45JvDptbwzUQ0H'
    'XAorCPlKdsumcCxzs2LqOuDPoKNbxY4xEwiNSK2aDIIInBTtloD2J-H-vosugplZkubzWD_R'
    'XJvfw4phv-KU5AouDFdjEUYRxXZE1xBPYyY0EGZlh-hgVUno3D2BXQc5A2CLExyvCpq4Sq7a'
    'pl-HR1b13PTUt4CaCcOUifMUEiPGb2RXfeZbHPEx1xRUf8n1hFRn55_StM3xs2wgYYLvXskW'
    'voCsXEYXlxh0wP9BQBqDARaExvvwgQMFf-qqBs5J1LoqO-Qo-LN1leUyDPZ52P5-ECWAYrkO'
    'DbdpcNo16xEhFFMM1nydtZ0Jo3UoO5trVVx3S7h9xtlb324dhSLLkfu0iisgehqEs48jd8Rw'
    'nx6Lo8H0VHZ8NP-8dfyBO55Go7GPAwrzNKqAqz-ViEuy9VrWRRhoVgIlUeQNgycDQYyPktPx'
    'EAMnjyYPgG2CNCvB9SC0i4uLmoUbWZlyzIMsIMBzLcXUyZpTqnZuEyd6r7ktjGAhRGb5kqqj'
    'UyxEDLXRrMby6CGXSEVI1hXLXDX5Nl275QB98F3E3lgsquxKoULEhlc0LtWeh3N5oxO4tlEL'
    'JpKxdzbxirfRKusoZQS9f4IZcLn4RNjBZ41fqByfUCKfgNPlgvcRAos8c0CK4BgFCvm59ETg'
    '-AIhjsPzJ3QiQNYJmYNDuNDBxwLMQOUzJxkHZc7KqJh6JUIKzZPDqfsUdoOp6Cw2RmzZQdYY'
    'o4yMVpJEoo0xoFJdWY_gWpjP_V25wVekjgSxa5s-R3bw3Q94h6JzMPUwHIZ5u4bG6B0A2wEt'
    'MqjRoPmxU3TakSjprERHa4VzeABGuaDYppbmRIKU1Gg7YG9C1MC4FjL6yAg_vHRfb-ZnvEe6'
    '9s4J0lqwW7oY7zhq-YFKzLZevwsWGgOYv8MoRG5lxLfQ5FRNJX3wqoAObD91LQtnSzQgmTRD'
    'H7dKUEbAYEd8eYWpHeBA2xYyOAdIbOZ6O5Nn_NtY1Te0kEqPx47fSvs6b1YrWbPkZwaxp-Jo'
    'SkDnjh0ne3OMDE7wMlyBOwRDGjpDtC4A7nwVDlod0-pgIfbUdK_A84SQNEwbmnuiHxTFjBYH'
    'Ls2RXnMDJFcSXAIMiHgTjPYjJi6MUsknhX5e7QjTbBe-9baKqfVod-Gz7AHhy-HFfrL_48X-'
    'ITskjk60rT-GUefbI5XDw9mvF_V8351lIo9BNVgt9JbV4pviaRzhBN_TLZEG6muJ-tpm9ZUM'
    '9bSYmKmVdRQJ0sNZOSfbFD4w3PBnRV8OOvRq95luzaXSZdnBkWGL0Tpb3Qetc2Iq16jFm9Xy'
    'XSUYqpS3V2E5MHZbLpQhpYB-qdUy0zqpjwWorAAmDkueeOH45V_d47J_DWirhM-4psyXvNXU'
    'bdktwyB13atTZSBHm9kj5CEg4RhE59MpJ5X4ienzxIp4VDzgIt7GQj85LDaI8rfe4-Fz_f1t'
    'xMG43uYOu0eLbpQO7zkb1Wec0SPxCoIH4uQwwqtePnDdINiydmwC1Wz27XQePRqLoz8sFQeT'
    '7xxMJrsN8Bfxo-LnV-JluPQ8-nqpcHjwCEZ8u0Mkj2HEE6-pI-SdRdYdYyH-TNHvJUkSTXXn'
    'C561oDuCwU8xKpo8TosfpE2TyU8npz-fnKVOV4JzbsIn1riyczcusuFjXYTbVrwPVA4OpEgp'
    'qMax-h7xGB4uihTMUnenrykqNN6MS38F1w7H2de2-ijEkX9flpB-QQ6x2U2kT5AomCxr3b9i'
    'Mg3TZWRCUVPcpmMl6xxN_dBjnucR3ZM4zKkY7oV6uqcuLj9dXMIXHsfNfv3-43z_gk4UP1LQ'
    'M1jfSPt038kRQklWFDTSj9ltGYgGGfZh-TTF07QQ21em1LVCrMMLz5HpiL0GxCVkYk6H0GVz'
    'I6n7hRsylk1V2HTsEFjYfzjUTE6Wlneob8A6nAaZt2qqG-nwECLtoizYD4kZjp1DXIm-OMSb'
    'BLIOCKKUH2iEw6xDSPEYgQCvCQm6sohAbl8qUqUw2lqNssAmG_V44hzrBEFQIXLQYR4FDXin'
    'dQ6YRRE_DnNxQ6J0YTM071AvALmrqrkMA9uvFehAWTdEDQv4iQRlTriafzgHT5DRMV6gZlDj'
    'EoQZeEm5lkpus-o6LEasMMMTRDL0U1XCJAEdxMgXUQn1KhFQUfNOoEor02fXoyOfGlMXHZGg'
    'LHxVRciay9htl6KSjlk8OnAGtTqhvr1Rn5_TPci7zFHA7UfUmpvmJNk5Q_a3OSl8WW_qgcND'
    'L7l0wnut9UgaJs4Sk0p1HOgKVBA5RX_KPN-dj_LOrRlaK7FnA5ANNXwI5MobSM4bxmucalnp'
    'jXJ4Om2MIt9iVbpis31bU_XGe4X8QMn6OJtzg-NtdttTgqEirpGNiTIiJHasmT4LiFx9qZo8'
    'q8KcZHKvyvykk_FMFG15M1h4wT2OGLJTbckaO0ed2EMIpy_oCxqFQqEMmjcEo6ctmdnutBfA'
    'KIQzfk05gR5pzRVnBrP5pi7SEveo3265f0kjY9ZZciuPUM_dQg1IWMEgvxq4C5Yc9rod7WdN'
    '2hFR36k4OEBmH5iqyrqFJGtw0G1zS3ZXn3igliIFFJTcrelbdyM57XfOpVhQIZiCoyAazOzS'
    'MWyAamKpuZZ3x1W2uiwgZphuPY0jWG6GjDiaAsKu4zv81ojGw3H5jkjTO04HVQpEWC6igA9i'
    'nQDPJJiRgxZ3jJUFa-psBRHid89i2LYfQsxKW8hSuRTeUgUAUNelcaciQAPhzezZnGpTmm8c'
    'S3neygIZuJFLbEaAUfls-t2zeVL91oPPv-VFcohTccrv5TrEIiPhGaETnbWzg6P53Cs3DdV_'
    'YaJdgh4lrT6KiSabY8O9wtboqHl3T31vncGeiigOo8LRIHfgIN7pQ8uvbVGxsbANyh3NMubN'
    '95DBRa2HEvJoMfAR7KEn4u8Yg52iDRZ_So6eG5MWM8f7Womm7zi3B3Vta7Ds6CiTyb__8ub0'
    '_Zu3lIxRsE8rOu2wunuBCvUiHLXBhel7UAUai5eBLsqFThPtQ-bfbAIo5E2ZyxT7ZSlDoHZN'
    '4TwdYMI8COvpIfbU-nDgQcqzNsD4EIaBIwB5ic9Nt66GoJ-OQAxDfRgLfzIa9C-wZLGVkC5T'
    '1w4cvE319QYtzssRMm7nspaPOSxlMM4Ifyq3M3O7sCqvwJOLqqmv_MWdnufRwm73s8sO97nG'
    'YNwoPYJkW6UdnvIjnj_uqTbTjcOh_kHcSE1-nV6XEJVCqt2vKznjT6r2eR_zWEBGPt8RUgyn'
    'GtSO62xESo6Gn6dc12D40Ih1S9iQ-rcY41jCt5eIY6x7o8HkVBgTLbM1JUkO_m7JHltOAmyr'
    'CNL3yA654OuDHxgIXlExGV8-w3fEdDNIv5pspO1t3ruAgs8zwmSwwLrmsr0Qhr7IYh4Gz3hN'
    'U_LcVrSa7Ci5-zUPYglRsKdCa6yJUOBF9CXT7M4yXKZ5DNO2mkZ-sh9T03cac_c5UORZ0ukX'
    'UB_93sIDiMsu6Cc6WxG4J6qyQ91Y2atIOH0f4LVbipzGSZYbc71condXWCnCQ9I7UxTRZRTq'
    'w8r1mDBv-hryCFX-jp6nKzHvs7rtvAR65S2WE-jYGv_9sfxK2ewKW3fCRyZShKB_JoHI4hMF'
    'br5L8c6-shRglMQ3sR63QsrTWvnOe684oH-kZ1uYYQSD_UKORDDIyJcyhWRk6pZndhgiP3PG'
    'etGybfqrJf52AOGw76FcGUVHYrULYI0RNMY9dPXe-Udh9vTJW9H-OAJYo395lcCmPwpNHjfU'
    'faJE1jmYebxayg9FCUoE0ptNj_405E4AZsDhEMyG_c3gwZ5KsMMKGToUvkADVmvqOff1O9o8'
    '993s0hrlQ342PDRSObADOnunRbfWk6yEkqGBzOmA434uS1JgDk-14oZac2PxH1nVS339V3lH'
    'V86WWGeKO8vzjA8SN2XikW5Zmqyu4TPUlTX9Kx_5AbKrtLnWXXF23xFjiUfov1LVLxblhzBI'
    '4AXrdaOQQeuycFkHb5Pbtux0zun1_7mcnDIbHxRJOyybugLE4Nl0IUbRZwcLQM20-gBCnNh6'
    'vN4wEpantjTYGdvZtCkl3SGn3k5hLqZ95e3UXTt4TOjjYhEeY9WM33txiWUVGdgMswH-3Wsm'
    'IDSqsd-bzEBHxVk69Wbj0DWkSK45oOdbD8b1WWVII_5QITYrIRwY9D3E4399DupkLvhL2F3l'
    'ZvLlOGij45KMK__81QqFHL0uHDQdBl8f2yFRDZ1audcPhkkoFclcfnx2z20J3OavcjZCT0AA'
    'j1ioacWjcSp6heJBT2tcuyl1Bg9LOAMumPgxaXhwQCx89eZMcDUYHYouQFJF2tariAaucODx'
    'CmT3XCzQinPsHFVzBQCGR-IHcTR1mvjtWCSEC2IYqVND7o1sM6YWMm5UN0OwE07vKRQowp6M'
    'Zck_CXJlqZeb_C9hgZwY'))
_kg_define('kguardify.scope', (
    'eNq9PGt328Zy3_krtnFdAAnFa7nf6Mg5qqOkbl3bR3KaNjIvvQSWFCIQYAHQshLnv3ce-8SD'
    'otOc5twrk8Du7Oy8Z3aWj8TV2-__6-RVnqqyUScvM1W2-TpX9Vz8-PbVydPZk5OqLO4nX331'
    '1VUrN0o0-92uqtu5uLuRrVAfVX0vmrTaqZOVbFQm0qqEZ01elWK7b1qR3qj0djaZnIu0ULLc'
    '78RHWedyVSgRS7HZyzqbCimWy3WtlNhVedmqGp-8eHV-dZWIvBG1gpkI--5GlSJvmwktKFSZ'
    'NTNx7i8Jo9UnmbYCkRb5WiOoIcBc-LgrZKoacSN3O9jzBIDWCmG0dVUIGPcRXra4OVplLup8'
    'c9OKlVpXME4CgHZfl4jhpmorAf-TopArVUxoEi3MYxoctKqVvBVVTSvk5V6Jag-j1rCEEqui'
    'Sm-n-Ba_wX70iwm9mIlLxrvBxxU8rwFyU-3r1KAoGXXYZAv0aatKbCXwA_aZl5OVau8UUCyG'
    'mfc0NGprWTY7-Fi2UTKFQeLVyx_eAAKZqmfiNayRlxuC8et-u4P3uEPAp1R3TA6xrqstbqHJ'
    'MzUT726A4tsq2wM7b6oiQ7QqIDRxvRFAMoE7oa9CltkEuWxE4mK7UlkGeJtlxEaVqpa4lVla'
    'pWku1nmhmrloWpgLkiKKfFVLYChSeYZCOZnkW5RHIMyEUEurolBpC8LQzOQqFfr1C6C-zAE6'
    'j2rvd7hR_fK13Krs3X5XqAm_viW5zNf3s7RJZWnG_bAvCfJUvCUSAoOviBvwb7tt4S8Mvqjr'
    'CgT4ThbA2VVeZrDQspX1RrWTySPxQhaFZh6xqoU_wAYjVyC-O-AxCTMPqlAeLYWICbPJ258u'
    'L5Yvzl-9uhJnyJLfUHvbOI4uLi-Xb99dRlMRwT9L-Iof8emL86t3-PnllXnKn5ZvLpevf3r1'
    'KppOxMh_BhQO_eXi8g1O3uYl_SM_6W_LVn_nD2kht7tDMIv8VhX3OHRfus9N_puq1vjpX14S'
    'uueXl-f_vbx6-ctFlCQTMAkvf3y9fPO2u-8zHPsN_T2hv1_T37_R38f095_o72f6-_ezQ6h9'
    '-y0Nev6coX5DUE9w_X_76T96SzPjcAwaBPyXdJ6IoHUep75-s7x6e_4aJscnp1NxcppMUGj-'
    'HVTzTLQofNdNW6NOtvRnMZlMMrUWt-o-bmDgnGQsESfPhZ43px1ouaExs1uQt6mgjyBZdas_'
    'g2VJNLiyqreyyBsVt-pTi6pVE0z4N4BXq1mzX8V19L6h_cP_cYIB0-yKvF2CVDcdON5OZrPZ'
    'gmGCor6rdicFWOMCNHS7lQwA7RqoF4DZb0GfQL0bQFnJ9EaAkWodstkMdR1B4XOwCDgSV1kA'
    '8a4X9CZTu_YGvj6hb-m-HhyFJilFjSO0rQyAq6CnUXz9ezQPRIPhfnMmTu1jVdjxyeKPwfEn'
    '_ngafXYmommEVtCgCriGU2lzM3JMWRxFs1_BHcawExAffxg8cRtifBo17w4xcNJkcgRseo1Q'
    'nYDsEqIWugF-vfAFhBgd0_MEN8gA_gEgRNGCMBIxSgsYgqYR36s0R6MWO1ubWNl4U4LHALrk'
    'Gdj-KbiebAMcF2_Wa9CwhjwXuxXtNpF1ZpSRizzLqy2JYaDLj8DQgAOK0MdG6HwilgJtyWkC'
    'PymXBfiHOaqeeQCU6jy030RnFURLpv-zz2v0KykYeZbCqnCTb1Sxw8Cqg-MjjoIEEwrw_P7i'
    'h5evL5Y_XF5ciBLIRZPRL_S3B5Nxe57XsNGEDqWixsEAbm4HYUSEAdlf9C_0iYj1DBSfw65M'
    'pbj5TIuAbDTxOoD0aJmmIOJ2NEcxc20cyMKhcaApJjYDe9UqtALaO24qEYNngN2Bm0VkGhbU'
    'dV7Kos8DZgFPYABpUWHoJNlnZksdawJ5TlgzKWqzWHmGCy2Gh2FMA4EkWvIvowR2ifKIBr-B'
    'vwQO4toB4sJ8KdaF3BBrmzrdA-qZ-uTC4EKtW0B8D1aOsItYRFmaetL2CJQA1cLoghM6S0CW'
    'PBDBcXmBZeB9lUpUAqsNPreW65C_jwxtq9qyLJiHAiIheKvqzjzk3Rwkq633EJivIUb9eqfj'
    '_fgW_ya84eoOwrNBIfGgaBbsnrEhjT6BycIvTnoIFrEc9ZfJdwYsZzAc7SPhMKTtpiSgLC61'
    '8HalAM6qgvTgTPwg0bJZhIgFjpJ509E9QxWkkrGFGAIO2sFztw0W4RzFFzkp4mgdAzWSZ2zJ'
    'cNvmQWJtICq6s2jonOddf8yUJgkKJKsrVoa1zni4GMRu5B2SwDr4m0CHMWMpPTirKrsXd3lL'
    'np19fXnbEOqa0GsQiryEqGIZN6pYT1FZ5jbARnF08TdC8wKi17CU8384ewaTgUbwN3y8LpFy'
    'ZfiQcDsjoOELRhWomOVpe63DLhv9Y1Tx-x_hDGNTaAJRHWcNjSTboUMUM8Zz6YzY_ZLCOA2P'
    'dGIAHnrphhIQjTB6bExAYtxSEkYG_sauTXCZIET9sD_aoDEDAQE-yX3Rxt0YM4xQIB6w8SgF'
    'PkSXTqDUIdo1zUB5Q2TwSzCaYq4QKMXbIzCJvCbcYQStnPFGjZT1Y2vxuSNRhqxnAfVmkNLF'
    'loJTCHccEYyd0nQ-OV3oGIngUHSESzicmnwFGrHpIYWf1Y50dRw_KheE2MUhU2BxHgQmBeei'
    'FeEiA1ETwraIvnbIqbdBqJpnt3mGlDCzsyaQw3yKA1AAVQlBPWbzMQ7qSGHOiQ28SZCVlop9'
    'bv4Ka-XiGyJD76XGDxe4_pVI_ER8ewZzvgW3WvLCHrWHtuU4cJvveuTXpPa4AHmQK6LMXWHB'
    'mIdFJ7E0FkH7j3f1Xo0zUtvRdV43recMqCiBSIFNFTHQNoPIgO0q4pVYb1FWrZCTYGkRU0TG'
    'aCTkNWmUvw3j0a0ncVlGoId3NzkELPhCr0WihCBjDpIa-oLJR0fzExC40YTb-w8FAZMSytAc'
    'gsl8IAFiO6_1Bh4xk3o6CG8ckwmbJRfzBnTtAdYeZNy5pjfxAsiJxbCKudbe1NV-czNE8oZr'
    'WQOE93fH1h1rBg-zYoSEx1HQX8LRjxLYgaUGGD1k25joXAPTRKdHfwXVUV00ok5fdEXWccEw'
    'wBNSb1Fvx5onsU6iGEzeItJCtn6ZVoqPFRg6E-Akz5gsqGzO6nqCIMt7rq4igQJ-l59aywtj'
    'gyxXdO5xCv7lNKBUYNsRhLbsgwZc72MdeAh6SBV2FwWN2kpagRZyHNeVryGWr7HMucSyZZ_h'
    'xE80hwEjX8jSVuFrKgE5BmDciGVzrrl_5xMP8t6PXUnWNOurCw3uCjE-PByoDK2BzwbVxaxh'
    'vKwDj6uCTlIN0VGKpy2xpqFJxYri0crW5jSpXCJKLlf2FGDqeLMODxe01CKvAxkE1vKyLh7Q'
    'EAblybzsbj4SurBkYvAZ7utag-ZYVn8BhBYzcHM1SHyEWQxVBDGG4goj5PnZEnOfJg4SARf6'
    'Tyk5aXyTgZk7kYzCaky0XAXywlXWu7UGSSc7lGiBphLj1uIDQf9AOTlkO_mmxDeWam1123CG'
    'MYOPeJJk0u4mrDay7V6OxeRBVIt0x1pOh-qmjuwm-SsvpR-OB3YBA6enOhhChNn_46drfHW6'
    'IP6Q4J9F4bun-l1eajKH8RsWRJ8G4kMT9SQt6jQR6UeLiednHiIol108cPvxQ3unuo7e_05C'
    'pKRBBNVWGoNrDu7dvvb2D5n1-16EMjRDsaUwhfUQW0y6ETdXHndK4O0W5zm4C-bcolPlRVEy'
    'GQzVDHwST2mpqSW7n4olfp2WwGid2u1rtUT5ClUKPEoZ1F3w-AEWQFPBxRygT9Qx2-h7IZbl'
    'ep_6KIu9bNG9kbFxqnYj0dwKPC4Uar2GqBWQZi0p-biRoK3Aut-poji5Lau7khAVW5nWFfhi'
    'qphXis02ai3C_UDYfXDFD9Qj2AeyRh-1zLvWCfH1dfe6ZfOIour02EC6frLAXEKrFQgSPTxd'
    'OM0uifxhrkOSNu8ohtUk7_wK5se0ByNkVhTpaTJod6n6FDj-cSEvOwIes4K_H0iiZlvZpjdx'
    'Hf39-vzkF3ny23Lx_u7rf4ymFq8kxFLrtzuGfABbnwEsiqbk1iyrdWyL2-zuFB_aWDn7TzMW'
    'D4s82coU6kZDSdFWbVeq1haHYlOSMfUpLfaZysIiGWfy4GwsK7e4HSAEep28VTXQIj55_vn9'
    'LPnuffP1-1XsEyaB7_g0Tr4DEiFCIcdJTmcbCDl38alLucyjf-7wljCaySyLzYinoQrTAE03'
    'Lf8dp2grf2gBqGBEemwKoM4lomZ7Z3K32FCB5WggiSuN2tI0ucAPokoh0Kei0rU2M3ig-IAn'
    'XFd7NJS-J8y_TF9AaHF9op_WwTN6axQSLfGwSCO549x3aCdWF2D5ODp5jmccsyjp8IKwNkY3'
    'D7hArzQXOB5Q2ZdzwRnQMbKhtwQcfUYzaA2VqT_vRsD9faL7p9A8ijq5Rs_x6lAhtCTduSbP'
    '6JoxjniRqu6ofNAeWPsb2AdTTb74BOHfUFn8X6u7bn-O7B8bzQVFUBB5907kCdDAqTx8BlJG'
    'ICkQCHJ5DO1Jgn0MVa3gxV1V3wJLiqK6I_nHXhh7vhA1eGbBEymeiVYyi6xaIDquGu-Vz-nr'
    'kMsV1nXpmjxvRGWe0XMnV0GBCqfiP8GxIvUnUbRtTwU5n-L6B0uhl2yMwcJDo2pH51eQiUFm'
    'RokE0fNvQXh2d3Pv4gVg7M9vLr_Hdonf-RB2DiLCp0jEhjpvc7DSYIkpg8Zn9C7xKmh8DIkT'
    '6YM5ocQP7tglSv7QekmSlK_v45ZOZ_CAIizwELPMl7xc8oa4Otcp3D1U5qMOOLtdxhw1HOXY'
    'yu7PdBKphZeCGG4nk2twMkNibMWHDzBwHzNzioEHsNpi4Mde0K-BTeHDho5JljCaeHCNuC4m'
    'rpZtQPeKxbZKHeSw9GS8VKz1mTSYlGCqsx4QiLMI5e5xg-UT2sDjzFYqvZINiBRqIShUNFgn'
    'fCxiuz0Eoz0ky7PeTFjc65aWeII2gERWLLbwp6DMNlZrGauzBCQjeJSjDllAppC1T7weoX3G'
    '1ZhhoCy14wDRih2EdphBaQXBOUuk7Uo0B4Eh4-o9xMfDDIpMkSZvozFuoZsxOse1l7EtBgiT'
    'MR7d30hVagRWh_Y480bJTMMdhtg5Z2KTGQgdnwXhJHTUSb-scrA6N8IWst8h_XU2pUutj0cr'
    '6haVqbMW-IiNRTIiGLp_zaczY98nC7n7gT63YaqbaQY2Qz0LuyNjzyDxySRMSxZTu2gyYKH-'
    'vNj8CZvFgQC449W9QOCCwoO-OkS6WVgDwZiirxLGSieuSeoKXdtgCIRVbuqI6x7Pj3UygM_B'
    'nmjrTQZbf2zjj4h1e6lrQdZhTb8liM1uNdgFdVxryk0-ONlbm5bUEYXxsQebumyZExKlRm4U'
    'x9KdAobrx7FUouqflgQsYYB_xq5cr9CgAwsFYrLc1RVM2gbBBXxAEZqabnHi4RRFJcOuEZPL'
    'DnSbHnPqYSu_FErcA74ghneAoddEzh0rqSwR65VKK0yZTB8LoAaKGpHlbXFQ8iUBBrx5KMRo'
    'JeaQJszg9mQXbOQlFX7OdN9yUWEK50PFsgq9usl1w9x2t8cGcGBY6452iDe-Nt5V-wL0ULkJ'
    'EeQvsaUyxJmZdmcsKljUschxpZ-ec5LjKSzJk7U0ynkBMic9U6Pzo3Ao-uOwwktLoxLSe61S'
    'w6X1vumhIofLUZynZiYMuFt_be2i_HOP4YWNv6HTF9V47n_INIhYo5fQ-j351stqLzSC3hgR'
    'H3YvX0hU3Iclm-5k64tTTvUCp1W6aZDSn6HyMOxbaccW7gujAzXTXf9-MOBH1VSk6OpBUXHV'
    'gsrMz8-sdiRH7CuUGrxa0BgNtGyLfKQNV445mT_yv-P4OxBVgQNUQIcBaUWbbRO7RMjiDjem'
    'K32U5UIm3qH1QIxmwgz99cBhatV27BVLctdg9TpaDoV6hzW8E1xoTZzqNlPj3IdEkIwdsxpn'
    '8S2soWjD18dkUJaiLwxbv2gfOUT8lP9S4DS0EwAnS2HOLY_dANf8zeElhvLds8z-STXXWLos'
    'Dw5H-FBEe_XZgYq89T-PvbycTw8SrzEKowEq8Q7vImTBI3vJbFc1mJve23qBrvxE4P_nRn2f'
    'memXz6yeDWwI3O6BLR3YDk-0G3rIpSD5Uem8FgA93pXC2Sp9gVSxT8qC62cdozbiYg7SnpoK'
    'hxA6iExvfZcsDwkuhUhB0kHFMQwr8ZbdYFj5V0eTU6ysHNGtRkQp2_p-Wd2GPc-9ePRHan63'
    'N9PsFUE83muUabXR_gcj5LBgSLE3x_iB8w379fF-J1mRgPEYo3OPiNS08YpBdAOTTiVtwTPi'
    'oBnAYBRlbzjpZh99DslMzBvNKL5nKWKgW4Ll0yl3LxviTBkjL3DkiDs2d1m52MaN4LY_r2nz'
    'ohB43Q6n1OpwNF5NIVfygudpGCvTjVA8Qlj-zKWX2BMCYrg739pwNxhA577jh4sZmz9Vyjii'
    'aCE0aK80sTGFCae1QNylzR7YD2-sB9YE0GgxONyg1pOuX_aBYZ7YCwlskZwomoyHyoMNCcYo'
    'askgI-dwNQHd6KLjbY6jqxli6zvIfoEujN1ZI-BDz25qU9Vvnu7yZNpP7cAVTIVhYv_t6SKQ'
    'GmSe8DuAiIHcNdrhjE-1ZORob5yQcXKAc1gzmHuO0g-MtbHlu-LmVndukunGnvo4WMY_NxWr'
    'Nog3zYPl6TpPiYdq2jCa6I2vf806x43WOW0GIrN-389BcuLOPYr249P_m-A_gOyfkFZ0f93L'
    'zV7hOTbimxwtq6agdTjdD39tYOAqsL8_6vTQBqap8KJ9zJRI5sekG55dvabLDSOJx6FAttez'
    '-P8X335hFeZBs2JCyenRJZp-ZeFAyWb8Kow9mOn3apBKBTWpbnI3pIjhXRSMeTq1Bz7noGaT'
    '611wlZYRW4udm8-Do0XvGo0BQl0Q-gveJ_FM5eFM00Vjg6zz7OAY80IGuorgceo2krL6ut7R'
    'x-ThKo9uCtkefRwRaGnn4GFnfs3BAkwOp_YURYQm-BAXwnDoqFrT45FUP7jmP8CSfprBRwsm'
    'RPTuGqYmF-BbjLfqnm7tfcAKwgfXF6tbvT7UCn-KIvtw8Moezh1OP_T00Ur3wBU-BIbMkp4M'
    '0QsNC97pTz4-eluNxSlv1XYuqtWvKh1qPde0wlFk4e3KKGH0VFPAX9r0U9YKkrdUNeAXbBoX'
    'tATpg5KpOfQY7RqwmRX9ZgqKCjakyXKjYstnCIo8rt_kCbbseDJOnak0gIShucZxdCuKAHJv'
    'j3utO3zMQ_55B0_mvb7A983Xj-D_cb7-nK9h5_C3xH8wf_6MUD7D2vk6eb8a-V0N2wXbwY76'
    'lebYCz7ifmRAZBTaLMdzGVl0kvIj7Bin415DxDVfyxuMER42UN1k3tycrvflaP-JuwsfXinF'
    '9h_XpUd3PIPDP9h3o9J9m39UQzfmZU3ddnTZKC-9swJTi-Csdish3KK8uQfD2CJ3hIdA6Aiv'
    'IYK7VBX2hy4NF1tM3GWigU4Kcz3iuMtKljZON_flDPiq6jZ-MsX5SeeSVLBmcIFpFKe_ACXz'
    'wxrH4HMayArM1sICilMNV36OlJYBPdM_GZAtZXuksQGW2t-YMjkLyQf_2hT9ghcIFolGXvvi'
    '0DB58JCZrTOR1xVVSKfuZGORQnX1EOyKU1d5zGm8AZj4P4pAfaUeMIoTuL4COJD-mnl8xTlZ'
    'cGRISO9L15IqwWfhw9_yXWwATu0y16fzRRguSrCiq9BS6UNTU7ph4wyLWARn1GEby2TRvaGh'
    'gYb2ZzyOsL_AgHGzFlv6_a7Ypf-a_KTKeyw90RS6UJqMnR88pj2M3PNhO3HMmpblfCZs1hwK'
    'Zex6vg1dLmVRLLFn7TrC-w4YypnfjaFfsfqU009LXZkOQPtzW_jlne4PNCdF1N3pndqHjily'
    '14twoF-Hxe8gNNSO6Ckp_bqV7snFz_Z3cjqAh2ICHG_TL2pitPdD8JvfC0-djbq7GLKB_wUZ'
    'Q_Z5'))
_kg_define('kguardify.lockcheck', (
    'eNqdGm1v27j5u34Fr0UhaVOE5D565wOG9jYUDXoHtMMGBIGPlihbF1nyiVJ9xtb_vueFpEhZ'
    'TrrlQyJRfN5f-TCvxadf3v3r5r4uVKvVzftStUNd1apfib__cn_zfX5707XNOXr16tWnQe6U'
    '0OPx2PXDSgx7JYq9Kp60qLpeNF3xJG5-FLtR9qUouvaL6nXdtTqPorddUdStaholjn33RWkC'
    'PsphLypZDFokCnafzUrfHYRkfL2SQEIL2YqxpZWuihBWy4PiLVXd6yETbTfs63YHEMPYt1qc'
    'akBVD2KvmjLNxed9rcWhK0dgoVRFXQJSJETIBvXHIE57Bc89UGYJ1B_HXmlNvMpBFH091IVs'
    'hFbFAGLBd-C8OWfAWynqFuDrYh-BJg4rxpCkYuhIUAU7uooekeVYiy3-zUSH5HTRHVW5Yaq9'
    '2gHyXLwfohZEZEWx6IaRXZcxJrlVDci577SCxaEDrKroQC1GBcRZ1KFQpxr2IBDoUwPvaC_Q'
    'QlO3oDKwz0-HrSpLhXIYlneqVb0cYCkv0Hig5kbpldADIEVGm3rbSzAZOkeO3hFFZLiiAyuT'
    'hnQut4WoD-gt4m3XDhJcoOddw_mIxjIfP4Kk5efx2CiD5ImUUVfnvNAF2N7s-zQchvkG0p7d'
    'kLyVTZOJd2BgdL1MfMKvGQF-UGCrz72C16KRWgNwBkashw245LZRhywSz_38Nh6Obqt4QmxN'
    'XXXTEuLctap8AQ94FYAU4FpdPwF_kX0t4VFvuiqNotfGt8eWVJlZ758WTJihJEC6340HCFyh'
    '9_KoVgAuhFqJKvkpxaeKHjNRNXKnceUWF_CBvrhl3RfjStRizZB5nosdwtVpdP_z2w-bD-8_'
    'vvsEXxOSMIkPI0TOhlw6E-aNGXXv-KDiNDMQGszuAOhl2o-v9nkJZFP3v8_A_CX_fRF8u59D'
    'Tyve6zXSWn5RC-QhRwxdr-Zc2N2qmtD18rQJFOAWJiXYpQVFBOBW0hmK-fIVpYSoWO45pnB1'
    'WUEXLFmxF9jyFDXnbklZZXdqN5CuSvwwHt1jf9Lq4N7UDOAEWVoZCPfMIO7V5x_QTNbAF88S'
    '_rclGKfrCS5YuqZ7_5vTV4jD19XSdl9RJJdjlN8mKcKvagnM8uiDhmtXJAk_Wt7maDxZlgGC'
    'ECnGTWgUu-AZphjxz60XpxdgegFOG0D662AhHavDcdiUtcb8ixvskmpnKzOyM9ANtCC9LBZQ'
    'LH3xljyUh3qHVdfnxi5N3JiVGSiIKRvUqw88LU7gxpCLoNYm04pnPs9mZDKoUxEVIHEPKv5Q'
    't2UyVfJ0RchR-dg19PTGxpjei0ZPL1y76DWKSlWJJ8CoN9szWTUhStiCuFbiAbY-iv-Ij12r'
    'oCrhnxQ70LIuBvyWOb4emRnoUnCFEdvOaaqjAlpEaOR-NZR-FQmiXAnuTREozbHRQVTcY4l_'
    'P-Us0RP1VE8Inzht_KnvTil9gAf8NFXRNGgS6koYosgDyYPYctAPgplvX0Evf72_d2U41A-J'
    'H_3jI9LAr8CaVbfHnIPPv8hmVDpJvxpt19T5D-cE0a6c6qBbgp4KtA6_SbsDWpfVCw3CpNl_'
    'YnM69azcrG9_g14QWgpo8REt98rwYpprbHWtRms2eE5uQHqMbXpwQUvwyE8OHY9eOR0aaxDr'
    'ObfWbtfD7WMaLW9KjeiUkZCll2QHqVc-Lp_I_yGAgAZeiTgO4ugtbKlLiO_LYJq4odeQWVqi'
    'w5DJeRAqbCto6tlWNlbg57Vg3247SMt71aJoEDaxOMgBjjG4ZTjV7QpPBOKlH-hWa3TZCsSj'
    '84axPjjVQIecW6PowsqmkwHy4Mr046R_FA5Ybmo9PKCIjxd9NLO44vgmoWgzPD0-knnoNdCh'
    'cU-tVGvgZu6beQQfMWq-sh6BaWQIzehx5zhChLlWAwglx2ZIXPC4-HogK2M8PLIbpZl4eExz'
    'eTzCcTChFUNqBJ9Yw8dvokxhtBZLdNwetJxGlAWjQ1zI8UMQ44YtctwC8w7YjpYmROROgIg1'
    'n-_UQIznXVWB8FMOIxmsaKETF3QiY3qk-4SQpkiV0RvK5JkUEPj0wiHKyAnek0Ng5eh-CUkN'
    'gWi5QwqsCcJ6mwZpgFg2blma82LglOirqzAiM8HHe_IePkrzS8hsrxr4phbiD45O4AZV3cqG'
    'I2stbu5m0Hyut7Ceu2K1C_DAmZHIw2scz7DQsRiKfjnRoRCxR2MTF30B7LTw2aoy46eq5epd'
    'U2V1Kkad5BceYDRqUVM_gR1X1ZJfZhM8rOhB9kMarm278rwpGijHaUY0l60_py5uCAth1A_E'
    '6424e2TT5ZSLoYAu45pSvtucTQRStrQ1cuZMaoyXGSst4wa7eLiAv8PATPqc2Spl3zlnZ2hJ'
    'NO4iYmdUW7h-G8sdN9Qvu-7z_dMFQdPAX2ZlcBDZ6qPsIZX4yMyM5TJty-L3se5VaRKwm8Vg'
    '3l7wSegHPu-Vi0nKYJgaqKSQQkMOjGlwMjUoHIJonBEiJi5F0Gd0Y1_YOR5AmeEkDreGrvuL'
    'xyB3erIo1BG_GtQcKhY99UB7rHbkg1TkNOPQNU0GE2QZt9y__9vPPCKdGkfwWC_cXFnPbGJ3'
    'fuM5R0Tb0OBtl3h5Z0F7XjwGWY2xsXsxhjSKLltPl4ixT7ERRKtTG3pBCJiKaYwKdJBLcAeE'
    'Ma01KuMN9JmxeCOc56eONspIncY1rGR3YK3sO6gv3ELCFvkETUsiG90JfgbbUgp4UxIphzgk'
    'FTRIttlepC15Gg0eYOfVdvjGs2XHG06YY6ZCY11rXnbQxOUAx8jWimQbfVogS4vvIJfTa_y8'
    'QrhFYNNIzzmNO3anlrEaxuDASN7lM7b1DNFuNAhV7GELb537Aq0yi2tgkXfHLLQCEyvn1PUW'
    'zLCbxM6w9NBGWQ2q31DmhN0GbE6Il5kS9dC0HzvoAkIxNl5rDRi0TRCR5KYXdl6FjQpCjQQx'
    '4n4_06F5RlteQFB4mrqhuiJWCccqCit-YCEzrJ088nlLobu6cggU09QnSeSwrcFaiv7hlYur'
    'XGDAIdGjxMTGDktrE09A9UqP5R-jAurZjM2ATz0ekrvrWnWQo-vP1usZPvGjuLsqklXlvmtK'
    'vMrp8UZDtlQbzJDnuh6NI9gW1UplvAlvAbhfNhcDJmWOxoHNbY2LkqAG8rQEAm0uu548k46D'
    'RGXlq0xNAbWVZXxNdJWf9meWBcUmTtUM7wwd7osfbcJpVJsQ5EzDVzKtKXuldRaNasfYfOOu'
    'sej6jfMY-Va84ErxqeufOOgFXuOheRJnH-IHHWtqj9JvavpNEfWx3AVYUnuu6g_YGfP1Wox6'
    'YO3xoZuKE7PNV0hrvixKuPG76NxCfvFGL0TIORzXoQddEiT20rEDRa06zJwZvYS4aCm86oNY'
    'dlejiwknc5gFWaHqmqY7gZcMS5YCu4RMzKN9yVipE4U1vbY6NReiJlZe9Dau3iXkKbxORYeG'
    'LMnFCM8FIqF7ZuzwWqUg8rc4NtVp_Cx5r9RcKe6sbDpsa1TS2JSCBGOHlnQ_KnuJBd9WHdBi'
    'iW0iZC_undf4mKTPxrm5cl0Hd40mwaCO-YaSUQeJJciupuu7kiFsR0dd76ml6Z86J5pzknaz'
    'BHuM8VrC9GsUcOlfc5pt11nMkJozxJzHZf6QIyplOJTosAtP_MvPJBzGmSFFmgaJ0161JnRi'
    'Nc6KXELVEn-G-DNv-zp9pkSi91lMwI2uS74kn1_1Y-JCGuk35vPvbAKe0zYq9q-NrSOYSmOP'
    'IhcJ6GJevOQQ15XuaC_dPrMWrf483X27YSNz7qVRxMI4F8NTVRybWI3cCJS6gO8n1Ixjmqve'
    'cRFTzSW-q-jurqO7vY6OBrRzSMyAQwcJSj-4x430mnpjnccc_4ck8qc_2BDTvMs4ufL2Xy_e'
    'zndsFcNxA6BayMCzAnRzF03jI0c84eCg1Q3bzbgcf_DzTboUmxz14exs8WTJdZPPl8vDEh6M'
    'TN5lhu9z1uwUAxkxs7YXRg7hbB50s8Punc8jjJ7XkmlFP5jR7EXCNTLSVn7eoG0TRsFTRaZw'
    'MbiMeX9sJDN62EAqDufdUELsqX2aW1thgimIN9Qw_xHl5iIlYB_A-PCISeskz6IbBzdnQKKL'
    'x6Myd_PJaZwNtK3CtucNuRdNe7GLDpp83LjYoViatsWm-oOn3kCruMO_dAkK0jPjq1BNoY5M'
    '8xOoyl00mMrOysrsoRPnZvifT1ZZCzP4q4dJ7BmS9Bt1h5s3uAOTBkfL_6bSYLI-TREWhtgB'
    'GatKPmrRDJhUiNozE7-VObzTgB8XnOiEiP7BaYMq8GYGOq9Bx9oXn4u0aZIVadHC-1K6kwlW'
    'dk7cnMR-WNtJ2g8IHkpvuLvUrVcTjSpwa_Rf0wTEpg=='))
_kg_define('kguardify.freecheck', (
    'eNqtW21z1DgS_j6_Qiybs504LtiPAwNFQbijlgIq4aquLpn1OrYm443HNpaHkN3Z_379ItmS'
    '7UnC7lGQzOil1d3ql0ct8VicfXrzn-P3eSpLJY_fZbJs81Uum7n456f3xz9FT46rsrid_fDD'
    'D2dtciWF2tZ11bRz0a6lSNcyvVZiVTUiKYoqTdq8KsXxCxHHq0ZKPxBpVX6VjYJmFc1mr6s0'
    'zUtZFFLUTfVVKqCStELCkFtRJ-1arJpqI7xaLJigH0VR4Am_TlQr8laJD_9-_15UzezdWXxy'
    'esoMBGKVN9DfyAS-K5HAp0ImSopqJeoQvnuNbLdNKWpPIKtCtVUjhfcNlqm9aPZ5nSuxqbIt'
    '8JXJNM-ACDGCMrbyWytu1hI-N8L7LA5rI12ZbGTgcjqT3-pGKtVJ9i1J2-KWtQWki6RhHaVJ'
    'CSt-BfIV9fXqC1kdMyMD_ERF1Z4SKq1qGYrqpgSVrvPa9LXrptperQVLGddtA5oHJZUVMcoN'
    'IUsD38U6QSW9OXn77sNJ_Pb05IR2ELvNojfrSqHooFW1Bb3PLB6rBliRTQNTaHdL5jopM1FW'
    '7Tovr8Rv202tRF5q4Up5w7yDCZxsLmWWyazvvZIgTtJCU5SifcBuFlLNYZOAZNJkosgvmwQM'
    'BA0xQkuczfINGiGwO6N9SiswqbQlK0suU6G7X1dlm4C9NTyqva2ROd35AXYv-7ytCznj7uur'
    'LayWr24jEDIpqqut7AiZhlD8Sxa1bEIQtdkkRa5kDGTliILCDdazz9pNG4qbpLgeDiOlmGH-'
    'h4_x2adXH0LxBmxQkVLPeMeRws_yNhSfYftCAWakFMwPZ-KuP_Jb3sbgZ5eF3IS0J_23a6RW'
    '5Kuqb9rwTqp7qIJ9w5QUjLxqzORgNnv_8eOnM3AGkPB3DCWt73tgVV4ovJs1bCh-yCr8mbey'
    '8YJg9ubk9ftXp68-v_v4AeY1EnZ_U8NIn9ZvvF98_-Uc_oKRqXb3tSrAPQq525YqvyplttO_'
    'iqq82qk1aHCn2mabtjACxNjJcruBFpiUBhfqKDj0NN3zV8f_TY5_j5cXN4fY40eHwbMfgTNg'
    '4QwkmZF6xVtQ9WuwwDwD2_R7awnmREfBlsxpY2zlPObY9ZaiwTOKNhwy-jaajaEDLbwR7uya'
    'elPwtKnet9S7SVoIc9lcXFZVYfX2wRX8E5QuSySRp63HU2gyx6BuNrCVFODpON8NQyLnmGMF'
    'rU41b_q2uxRDX9E7pmTxeLMg8lRCb01e5u3kUNIjsocjcvK6huIyTQPPLOVAG0YeDBmdCEAE'
    'EgJmETQLifYOImVyBRGnzGJLUh_D5Fx7W7dXAWY2WLw9txSwZKkhKlmNChf6FSf-KijW1hWE'
    'O2A6L4mt1bakaAVMZ7cRRjSksaq2EEMX4nypvzakzFDEOA_jB_EV4SStbFLbioZF1yCEeLQQ'
    'HuYgb-54MfhQm5db2TVSVoOxwot-A96YsGrSaJOoa5mdE0VQE2R6-ijLbBmpushbH1zXUNkA'
    'CcuNI7IzH2kHNnuQFmAoiLOJriBT1f7TwNA6P366ROl8naIxQFxVbeUF5Du-h539tHukqoFf'
    'BTzF_ZYr38z-yWIcdYuDkTpNcglnG45ILA-GoovDI4gVhyYcYUB5eaC4ZYG_oqMgePmjJw5w'
    'noTwX2uAENICgUMfdJJt5qM4SwYQJXUN2vZtJ2Mz6NUgjnDn4GfWt90Ttu0_ftbrhNTswX5A'
    'qKgRJRSy9EklAG0W4mngci4hZziaASVc7pf6u2X0PP43zYWGcURDu66z1Wh5A1eFL9pFiVwI'
    '0aBu15BDtw25Wiie4Iqdx6Xko0inY51miKMF93n--R_eoO_Y9AXLPz3b8lPk3gs9Qkc8Fhqe'
    'uGohxoxKgC-zF67mmWGvJy8hcM9HQ5DN2f1UDSDGQVqTBOniHtI5QZASw1xDGTciwu8uBnpA'
    'BHew3BYFZz-vR9IE1hkXrwCwVTdqkHO6SFhScOKYlF8WgNp8GhWCJcxMUIExkKM-QPDHheBr'
    'HwHzlRX_tKhacyAfxtgevqk6SeUo_iG5tUyy8yfLeff56XLJy5ccHmyDN2w5UWNbFvm1LG4v'
    '_OAln1j8-ONpjIeY4OWFD74TXOioAWAPWQvGfKNKkbKnZ3oUT8HaSBS0Ah5zLwf-owO1O1Bo'
    'gUhnR2cp-HKgOi58YAP_Bnu5oZ2duXpl-xmp1HHGzkrMtC7zwLAus0QALguc7PkC7cj3rCYR'
    'YFPg9RjtDLCkGkMQPPTAAYL8Hy2W8yly7rTaiA11AXitya_WrUhWmKsTomPxPJz8uD9XalhH'
    '58rRGo_1SfOZ0RudsUg17KkMornBAiSKpLO9EA4VgNwcZAqhsprjYSoU65w_DGOuXhD46g5E'
    'FBZpX0iFGrk14GBtdQ1Bsu7cj9qMc0AnYHvmI0Kzn1Z3j2HGOu-6pnTadU4o0prIZ9SFHbZz'
    'wgn6BOMT1zWqBrViWTEmGcQHHQCMqxVpmAU_z5cMeoIhurJDTY-N0HtIFxZc-j7c9d2QC45f'
    'X3FziFtxLJ4uI6IJfOY6GPQpYjXCMc7hR1z44PziIhDPBsilhgDAbpwxnHMUAmQxn60sQALa'
    '78xsCHXMhg3nPFp0vjCCCdqx2MExS9v_CCQA47AnmkAmLm8BTEN6PVB-QCvhBxDqblTk16Eh'
    'Edq8DXJvb3LWGGcE-YDJtrh9wewOyKQDzgPUzkpD4vTpYiSOkyQZQx3jfijKEmSy0xOv5a2_'
    'Z7K2cdrVP3DcKiAnW2EDMfOnu2Pk5g-UXu8sKOF-6eezsU08dJ3zXxbLQ_jx6PkLDB4PWm-P'
    'qlCTnKbQO9VN3q79mjH4gEWOW3dwyO4LAeAfjAn9HOg8FS8WhHjRq0n92r2POvfWKd_3ztH2'
    'j1_gz8ib1tBdXkOAK8uwRolnVHaiNoGwLgCWgR1IcZDd6TboMhi1cKzvBs1gICzL9twSDUUe'
    'yUZyLZC7I_p5zJ-P6POx990ymsiARTIsEf3_JHPWJkcI2fZDY5yhNgErrHgEWOisYhnbNH7-'
    'TAlWKFknXBKFsKbAOQspaC7QpbJAvqmxyWQxrJ0DZAHfMAh6iLLA6hFTAIr23QrY7vjFbrHY'
    'PVrsni92Lxa7izNQoQ75huthsjRwpFqtlGwJdDCWwES5o6DTS0RlG4AcmwqLyUPGfSxWoMUz'
    'w4FYV0WGVVqm3clziaXoBZH-68URMjSqjoQGunlsk1ZKf77Qa4PhmjzsWqDmRZkSl9Y1NmuV'
    'ZbqAez94AzkY-IVksFWpv6ypzMzVMAQ6A1DXQ7oWce854b8oijDS0SE-uZRF18s_iS7iPnvk'
    'JNl4VVorW_WzvfzwlcQ-bqjMHaMe0VSgEZMM2Iupc1vwc1WOkeeqpH5y4UXvoQPg5Xiooex7'
    '6KUe0iW8ajk4tPA8tw3tJ06LSmENAxun6yqDxQGIIRHOD-fEKUIzs48WYuYtN7s9TdzsLmZj'
    's5cc2wbL6gasF4fW5k1T7bfRXCFZO2Oc_bdtdiX5eute2-2uSebWBclshE-SEkJXA84O1iMZ'
    'zf8sb0E3Sfplm1MtOsvTriNEG1nusw_3YNKfQ3RxG0-hvuVIE2QsK3HclKmxmplCMJtZBUxa'
    'y9Teh5RgVZ12cGgHSqvSutsMMczBiDUQ4j6IRwmErlsqg3gTm-ax-ShcHAnr20WEMTXb-2VR'
    'pddGJ6zm3jG6ogSPso4w1NDXS-irNynV-FYAGUmsEK5r6mBSTNbjZa-ahCotNmfU33HFI4ZI'
    'lVqZNcRJiLbS9UN5y8Ce8MKVVctzqciumbqUK7z5HdSWOoUR_O2UxmOH_HGzlVDIPzGjpLDn'
    'XjDJacJejKpP6X612haYdTB0IJwEZq3rB80stuBRYfJ2IjQWAJwivqLBdKZ6SuUwYJmazp8A'
    'ysI7mLtNFhgENRbdRYW5JwIzTaVlb9gOLBnShgPSYHe3ZGdfbLQD5aN7Tsx_izvLXWldvhq6'
    'm35Hq62u-JKfNqSij1-TJk8uC2m7HEFbIo_XUT0yRxOg-lxwh677GyxcEPH3DawDVtbavFAp'
    'rg77VTT-5PviBV8Ld7ltlBTYuyGqYxICrvQ4w3_SgIMsBGDw_ZWTDksZmnx_X1TusdfRtgui'
    '-npRB6MBUfUDsbxxj_l0nHYDqeUO9W6pFKAdF4KSFR18fQTYUxRwwL_FO60Ilj44CRQQ_YCz'
    'kd5YTevc1iClV-OqMO8-_rn8iMGN47YOsH9fFlx8LIpBGyDOH-uoRxFkHWsqNJvsHtGZxw_-'
    'ZGvEY5CJT32x0iRSYzG2UsxanT5oWmQqoBOKcQYEdkLmHi4-3hHcMAH3GZmczdf5Sr-ioUvi'
    'OqFXO5D1LVfn9CsWAw3EoBnNWHfKI8PGQNvxqCfrrLs3gXUvcspq9CSHilkVFksoIrhLPvy-'
    'b_-fjuvudsjYBAIgrJT290HmsYezySykdftB0GtCVgOp7MMb2tbkLhZVVaNlnX-hsV_oTq7H'
    'ESqCSO1jYYpQTiiGd2UmNH3p0jQ_T8H8_UXHohedgS7t3EFL35MykFukqvJMUm6qasclBw7Y'
    'H1GCgd3rooF5O2WZGRhEvEnSpjIX4_iIa09mGVqR_QzMG6zI1Ym7F7SejT1wReehmbdvk3VR'
    '3yJojIwiXkz92roYjblpfWhc0wY20-dRDGdkIly7VANjE0f6G9VvdECTko-f3ZFF7JCUlqfI'
    '8KyCZxg8ReNRFKzwgRaNycI823JEpBAf8jOckDgwCduRXfaI-DLJvH1KkNHN-nbfxA2o13uQ'
    'afcFM7KUm6q5dq5sib-9pbR7rN_ZevuNmtaLDM1DR1Y5a-UvWMJoMfu9m7MJ5iQ6gaUm9uLh'
    'q4MFNbdxda0RMwNG3Aq-x0XdcgCN8KmlitEW3fhrv9ozLI-VQwf6sFvuO8Nxt9jU0z5GNlO5'
    '3NbMg9ey3mItsFILVqdf0x4oDp30njLGCqTf51TCVlpV_XU7V0bQY7Hs5PtcX4mpOeb1tc50'
    '7QftiMMBNpCzVk0rM5-VqQ004-2aKA1oII1Q32JmIhMzQ5q40hnn_jAUdKW7CZoTgEOXc_7a'
    '-ib5HDnhOQj6PXZKalkUm5t4g9QXDm7v6sX9BtKnPS9FnPd_-ErupsnbVpYGvtPDYdwl3xla'
    'e0FfFCZFoHBkBLhY1DCQ8Q7x5UD3qIn6zukeYjgqmC-dijlYpIZbFvlOtpFtjV4Jhm7Jq79y'
    'N4UvVxVAHcCMqUgweW7z-xZ1juSXDmlnc2iozvuseSIRoGPqFew6Bt8T6wq4EW0P0ruzBGjK'
    '1Pwq2pWsp4dxfupxkRVurVpeF1FsAgv9DsYAFydsQs_4oQph5x5giZPT0_jT51OiYOFsjDsi'
    'q6TSt3yqFfxSh0xgNqr5cq11FIr0mWQUzcd83b02-ignhwN7kckHNyPYZLaKWsxjrXra_17R'
    'IdM8TOle7m-SWzyE4iz-_wCKCnz9YXRbY90i0cx0rghZwqrMzvoHa4MrZmCse8RF78JpmGWb'
    'TvFodLzmd2xc-YaP0nmiNPBi9zjtHvm60557NzjYcHpv4WAZrPxpMOM88wNeOpil3Wqar77K'
    'O6EeaLJfuNmVU1qarvW7usK-F27mG71_7g-5dNk7JTdfyuL7vAqOM1cV9bvK2K-E2SyOwSPi'
    'GE9rnhMdMFH21wn4bVjIxLZhYHBvljz9fyLoTaHzPy685ex_oBDmDw=='))
_kg_define('kguardify.judge', (
    'eNqdWmtz2zYW_a5fgW2aJZnQnKYflbo7HifpZOJxOut09iF7NTAJSVxTIEtQUdS6_33PvQBB'
    'UJLtdD0ZiSKBi_s498k8E1c_v_nnyUWZK23UyftC6a5clKqdip9-vjj5PvvupNbVbvLNN99c'
    'dXKphNk0Td12U_HfTYGf6rNqd6JVpt60uRL1Qkix2Oi8K2stunqpupVqs8nkTAv1pezEWtLq'
    'SkkDUrRZVn63EXFUb0B6venUl_lGV3V-F_-1Sl6Lu0WrVNwkryet6jatxp7udYQHSuYrT7A0'
    'QrpzFnUrys4EnEEKUS4E-BE1MWUmpRa3qtsqpYVslchrDX46VYDvOhNXNa_NpS7KQnbgznSy'
    '7QQ4FLKqhMxz1WB1yjxMcDZrpBDbslsFx0Q9e0Z0rdSmwVm6S8FpYVdperKS4FmW1cR0dQO2'
    'Sr0cL9_ALpXQoEmP8pXUS2Uy8UblVan5FkRnIdfyTk347OHkupG_blQqDAkFVpUuDKzydn2r'
    'igI8l7qz4i6Vhk1ICVle53kpFmWlzJRk14VsC1GVt62EyemojGAxmZRrQgQOmyzaeg09VpVi'
    'AJhM3ubCPT6vdSdLULerul1DXLuHl3Ktik-bplIT-_huucFp5WKX5bKTVb3cKE-ov3Gw0pAO'
    '3Kp3DoSpuMLdt21bt7hkLOC7W0OlW1nd7dMgnOUrld95Orhx3mMgtTae06r9nQTW0c747OJi'
    '_uH95ZurVPxyefHx_AMuLrAqIEc_P5QaIBpwlk7EU3-WCzoxFfQ57w2d7HNl8rrxmgNYSmN1'
    'AgV8ULtUfIIkKYysi3kOVJtU3KndZPJzbUp24VPRkVVmJWEQHzeOg2cCyOzyVQSnBQBBA2bf'
    'rHUyeSYi07WbnHywFi8akHgXR2LK8MIRNQxKlOF9dKcAgGXLt7LJm7fnF2d_f_tmDtV9PD_7'
    '9P7jJba3ClhcNwBizKppo__Ef5viHzzWdPcbbcqlVsW9-6pqvbw3Kwh8bxnBClC_V3qzTq7N'
    'y-TF7Ozk3_Lkt_nN9fZF5EhemxfXL17iMw6fYv2L02M3r-MomUwm4N0Y8U7mnYkHDCdTJgrn'
    '-Af59Tk5klbwCvgmdNbHiGi7QugBj2XeRRm5Eu0ie8LhCtyc9WaAlUsz_Ly5YQvQSkFWEyc_'
    'woSt6YSNmYYJEUjJc1Ww8SiaYDFrpSzLkkhsVzViacPRtNrKnenDSMFkEZBwOQX5-jfKGd0M'
    'EtyIe3GJSAYy_GXJ9onAOLC4vSKmNVMCA-mwUAsLYlamMrH3-Ong6wnLODrSK_knArtwuxlU'
    'HUQHsgBr3KBUQDdZXXdAuhn8Q9zpemvVFXP4Y1LrDVTZIYzyPgO72s29PIk31qLeIIyfkpLj'
    'xN1p-RDCtw8A2WdZbSCZAwb9rVTVIEKfCi9txofHtDnLK5P4pchabjVMggxgVUz5w97OZP7r'
    'pmwRluCvp3w6R6PpKJAwq5ks9k9wCdXrNuaFvWFspEE67mL6oESAOLogwE8t7lPxoL0YtH3Q'
    'cfYybQ6hbSBmkpaL3nqnD0Ch59Xls1Px-ypzv0hs0vqKVD5ok-EfJ39Yq2jag7Mzj0lnLw3r'
    '0rPZIqNLprQgSthywysKJwAEHgtEu2680Rfa7RrU3rW7sQ1u62Ln-KDLeKEHK6svVE8M2Wq8'
    'E6GuKzVy3kBbkbdR_I5BDzZBlCCiA8UenC5nOcHjzob8PdulvQlSMSSTAIG8PnMOvI9D695z'
    'UiBkYkUmvII0Emwcy_QMBKxj1b5UsfEMZWRJBYXkYElOyIFTtBsUI9khrMkSRYYs2FQSsII5'
    '1qdRRJJIU-vTyIWfvN5UBfPF7NhSqNdLlBzPu2Rb9mY-6SbUCWMHuQm12SD2j-LV9M9zSDJS'
    'qeWj1nMj1nVLPHJdl6tIPH-yMPBMPMS0x3IGz0MR2Dt7EAj8EhcBQtvSB4cAdm98-xjsNGy9'
    'SYqrf12dU_R78_bd-8u3emgJbndclpudYUOzywGAWvmQurYZnw0eI9Vfb186MtfFdRzjZ3Kd'
    'fAvVsaQh5-ts2dabJn6VkHHWQlWwMa1ykszrxQIBzpC_TH0t2LjceJAq75_IwWNrsEZ4A5dK'
    'vJbqJRf2uK859phCmY1RZafWfYyxRdeDR9MuuhV75jPeHSeJuA4RCktqKt0BOb80ZT4Sq55Z'
    '3KSIYhYxDSHGrxtC21DhJYRYw35t2Q0Po1XiRLwSP4hKadJyxi2TScYOAV3MhoezftuNeElH'
    'cFgNH_tnzEsFPuh4YuPpQnn8RzweZ_AmxBH4c4ihHDIfKnMOnVNXM7tS7rhVj9fwfWCdDs0Q'
    'VzJDshx1G0OFc-bLZuy1LXdQsr2OjpSYQYPJbShiKlOTMDBYVK3tOTnu9M7p0ytqIaoBqSsu'
    'uMFUxVDz2AxOqshwGeblw0qInZzCkG8wbLLi3ZStgmwzxhLsQ-sz2S5NQmXNKxYojAxhTU4B'
    'wa-ffXezB7meQa5_RutGZVyQzg23iHNinvrE2HM85pOWZVzv_eVUROpL00ZPJW5EXlcDrKW5'
    'U8WMaTAQp3ypwoi9Hw6_uj1JxVBdudCPRott9E7C9UeJDClxPeabzj3SjjlGxqT3yH9qA3HR'
    'XMCtcHcRJ68F4CrCCY5Dq6GRy9SOL0KAhmQOUWrqtUIL1drBz9BBZweiUYERZAdXmfSgeMJg'
    'q5LYl3oXD4YSP5zCoRYIJL3FGDR0C4SdC-5VYplsGkq5Ix-PLc4G5obr73GNs1Ov2mRcsBPN'
    'UZU-qvD6MPV0qX40VrlicD9SpV8Rw44W_KNwYUt8igaEi4dDA8US30M56W2H-7W73dzF7eXe'
    'mFuuUURPA4bSUZXg1MfdlHFEuK-gk4_khuO7eUeyX1c3dUezVlmFGYSv_HBmr0AghGk7KSKU'
    '0TyDZ3WxZW-AsSc94ybl9zsF7CZT3plx9AuQzMGO6I0GSU4c2pGMTl8cHs_ypRyynaKeZoXJ'
    'HGWDh2v7fPDy9M_m-0f-vC2scLBT-Vm59OV5Tvb7v8FQYRMYmIfzRUuz2ZjUMVBC_fJ9oBbX'
    'sffVw8jiA0WvdqJqWRzHqp5Mtmk4mITaToJW0c-RnYT9viSIr2c-1Q9Dc5hmZ_z91I6tqH63'
    '0ybbvLhXAUVASy4l5U2spmn50Vk4vQsol6sOsKvv-tl7eVu5diAgRrKTGta2YtHUM0LB6LiJ'
    'E9Bdi1iKi_fvPqKtK1s4vtwl2aECTU3D_djqca8-oEThqsJ9Z_IJznfS_FpiCBwGyg665zBA'
    'pXsj_wO1c-OPZPzYcfzqw7kBedpMo4YdOL0ZNfHheU-5y3F2PNytx85hjDlwgGofNOeNaucE'
    'BsdQsHeOrhX6nZcazrvkCYtb0xNMHYaHPbreEtr1PsrJHiEfGZn_j3Fa31JReMwpbgHLu8DT'
    'nGdjR5g-ZyM590HiH6IzcM3jcfH6NPt4kOglty0mOTmnSx6D-hp_cLveMGDIlAV-Cx7jF3M7'
    'nrTn2ynlrRpPZ90OeBdXVNxr8yuALc8-qFDx76csnchAYzJXxhf4Tj4eWfRhn0P-MD1w3ab1'
    'm8FslBoKNhYZJ7JcR0NR_agfEuJDo-xXcZbwE8UandLa4o6FOHBzP0QtbD_RD0_h_UVw3do3'
    'J3NSGD3xvw49dUtRCaxnVP0zcrOyKGurAvLYyLbaUT-Ejg6dfexzjwyK4qNOHT03JBaNrHUP'
    'AR5dH4FN7Rr1504BfesWHacsF1SKl10knouYRAUrGRFIksOBmXU95zCHebx3Fkrm0_03a08X'
    'lpQlh574qo9J7u1pP0AcvbQFuPtuIiZpuWu-_OXiAq0HS3Y4yg96wCPda1_HfkUL69tMAkLM'
    '9Q4No9Lk6Fze9ga-OBvrVnPLaM9Gjiz1cliZilfJQS7D-v0ZbdhEPjeucSRV4Ov1t2RerFAm'
    'l40amE3-XM3Va6fvbMGHa2zpivraI4l1pADd95VHupzHUpGPw1MfdRk4_Q8Pm0_8eghJkjzL'
    'voksYD56v-9rk9sdu8gUgZddhSPtqkb8DAeVD4Slfoz6YPPD411kPdIT84-WIQnbx6J_s2H-'
    '-P_HEa7HjaNbDjmpiCp5q6oosQP7ofB2C4dDecH1gZk8u8PehNsGkmd_2mJV8Mi8uw9BpNVw'
    '0m3zEjPy9MD7GEvjWTaQM5_DU-Zz8uyIu2DSxfBaizUTvHKi36OX9P0Nek1P1_1_LEBa-x9c'
    'Wuo9'))
_kg_define('kguardify.runner', (
    'eNqdGmtv28jxO3_FIkFAEqXYJC2KQoWucG0ncOPahuNDrnAMZk0uJZ4pLsMlbau5---dmV2S'
    'y4cc5wTDIvcxr5336iX7eHH0y-I0i0WhxOIkEUWdpZmoluz9xenibfh6IYt857x48eJjzdeC'
    'qaYsZVUvWb0R7GJXb2TBVJYIJlMaWotCVLwWCVNiywFYzEpexxuhQse5ggVhLOM4Y2mWC8Vi'
    'nudMFoJdNgXsY_L2VxED8C1uYVWDayoRyyphDxtes0PcW4g8F05ZyXvA4rkPGwEk1FUW167e'
    'KJQfMM7uRZXAIIFhnixiwUrAgZh99muTrAG4gEU7pxJKNlXcMYFLGC8SVlZZUSsaS0ScqUwW'
    'KqAZHIrhra44LdE7HXgtVCoroAPWGg64umNZDRxkwJSqQTpbgXvKnO_MaCVzYQS0ETmSGfOa'
    '53LdIJotAEkrudWEVBkQzbwP738-uDw6efff6PDg6uD0_P3Px8j1vz-enznEY8BErkS_8U5U'
    'IDpWVwKOsTQSLhTLCuZt-R0iAumC-OI7PQEC1zzBhkrKegLxtsnyegH7a36bk_ROs6J5ZH8L'
    '37wFbo63tyJJ4JBAQnKkHbYaLFEoRcLhlPPstuLVjqHShah1jpNtUeHYr0oW7bNU7ZPaKYfI'
    'iSUoRYxCVyG_jZmZ_w8vy6xY6zXA8wYQtHMX8Kon6h0u6sYrWUuAF7Ar8VifnDt60d26AQqz'
    'dBf2R2N2HLYDgRZJVgSgtjyJcgkabp5RjBNIKuZFCyUHzY5kGugHEElVq_EGUtt2wzse16CO'
    'NBbVQGtgzjUq-HaCC2i504drtp-eH36IPpycHX0cL1WxLDssR0bxA1agXueZEo7zkn3aaPVg'
    'syqfSPaQ1RvQx07fQ4cUNmAfD88vjrvv6PjsiK3Ym4C9DdhfnHeXx8fR0fHhacDo8eAUyDTP'
    '55_Oji_NMy7Rk_3mgP3VOTuP3v18dnh1cn4GE-7dOipkpBqQSdoUpB9R5DpoJNHF5fG7k19w'
    '1Yf3OMBcx3HinCvFLqTKcK3X6oK_dBh8QCEPWtspzRrmkSqDYoUiF1sVnsKh44S_ZEUDJlAp'
    'MmFwA-SmirUKUbERHqo_an9Fb3ju_RtgbbaF9d5UFYgxQiTwrSccJxEpyyXoV6eVnijus0rC'
    'VqP917AywOU3AYsfkiVpvs8WP_WKq9lDAwF5mP3hWtSeO-NmXJ9WZylt0FvxU4m6qYoeaIhq'
    'FaHheojRw9V-qI0BtNXzOzgekMX-zNysiPMmES4-5-hK6CnOBS-aMty4fpipCIXm-RO0nZEh'
    'MA3ZzBib9HqF943gWqce6SBDFJJgAwZiajWfRAWDSxuorUJ_Iu8UJs22VB7GHC8JI67oCZwm'
    'Erwi5uEUwKSiO7FTq6uqES0d2udrqexFDHJKwizJwFRXoLQpsOpOpOBGEU54r5TPwCjZK-Wy'
    'Vwzo0SiAr1A8lpXfQ0TTJYBk9ckMSD0RkXsAwAB6BNOFPxCCBq2h0hNFC9cdHIbbgvEnpLlE'
    '8dOQWgvVCYOmFSUYRVmR1VHkKZGDC91vAuw3doYZx4q-go7Z7iMbsC3t-Udre-MZTtAx4UMv'
    'OoMfFkgVti_ATveoNADiywx2m5EFK8is9tg30cNAYkhRCM-tQZEvwciz35bBFA5O3X75S53z'
    'AB8ZJjMPhVFJxTwcSDIwkFpWO1fBBE9wArMgmANa_X-MuH9JxojRYcsKkCQz4R9xBOgHmwJA'
    'sFHSEQ4FQBwsGRrR3OmRxaFglHYutHzoXdjnwelmqZEKCR3BDBFW4Fm5guC1wgznf5gQ196m'
    'HY7SgtRzg_nS8IRCtDhlSx9QWTwMqEAYKN8WCi0J73neIIjlRB-HpP22Yt_mSZrzuoDHb4n7'
    'fcis2IK14CLg9lbK3NujKOjmXIsz2gwmgpoN_4FR-lKQHNSWSkNeFqo6gbnhTpPvQRJBh3oD'
    'YK5vJud-p8y5102ZC336kEPSv5tA79ZT3egNgvo2YpJYB38u5iHhFjzjEXclr5RIJtuQ3D07'
    'IHzo0d4d6RGyjql30CfwCNajsSAx85CxLpgRhhXQzd451qP9u2-MOU03QkjMefU9_snIoXjD'
    'VIcS_LZGgr2U_IwU5gGcdUvO8-Wa81vQph9k4B6O70eQdIXd0lYs2tXG4Rujp452bovFwqo3'
    'AqpiQQi3OxKCXbsunv506qL4gwlckFUaOtoc9GZGgSgPRUNB92-8gS6m2-TU6DA6766abTPg'
    'Lv1s_VGJB4iYx_6yJIMl2279lbbgeTdFcyFEXFFALkWvvjNZpWkLeZJ4ZhGwHY7SW98yJmQ0'
    '0pV90oopH0sJxppnSI4oQHGXeU_aw0ZUGFNg8Pr1jSEJDMu8Y17u2wM6NR97RXJc1wSL9MXD'
    'DV_t3V-7nST2ryT25qbnlKx2xCn_Ia64P-MCjaz5iDk-Zo7bzFkHAEm3UTJDFNaXlCcTLRg_'
    'JlkjLumUpo1ftgWhrZgWTcAG3Znvmc2cBRlIhr6tTCz6xsnJFeYd9SbTpgEpTYqFtDYRWUEA'
    '1JlLmlUKUkFsPGGbiG1IsZUFCLyTfMC6GIAVa-x_ZDXY_w5MscImBu4yqQ-lQYgu3BM6OntE'
    'GwpI5-GLji8w5kz-qzWzwFK6wDrrwDaymeD7rH3k7gJwrYH2mMHIcZLTwDwYDnjGIWh5rnSD'
    'wvvm5eAjoRpuaJ-XlsAejgQwAgCIlDCroXaGwAJeJy2xHkH4v8_k593HwB0BJZKQoR-A1Kd7'
    'JqNCaCnlaEYeA1j-0KnV1W7qD6n7AWVTQTUlFiSxTEBJVm5Tp4u_Q8UkqkpWauUqcHxyDTom'
    'VMxL4fqYIKfLWXIxscX0lNJcz5-s6WIZJshdW8jTvaFUt4u02nXJawT8ejNcicdYlDU7pi9s'
    'cwBVMLZEvS_kV_BK_zo9fv36DVv0LVNV8x22O9EMMjUfIyYKP5xNOQBKWqE9xtqWp6tjWUBJ'
    '34hJbk3JSB_T59F0822wMggT399LNTUItCSTfauoX9zCaknvk0LDXOvYu14DybWT9NPuayuU'
    'wkY8NbdMw-4z-DAqodCVIYol1P3LtvavdyXUjI-xH0bUGIwiwjitVrqaYDkN2pDJhw8VGKm3'
    't_HxzSV3umSaf5cUHF4Nxb_7sNz9XFhVp8gBNTJL_YdKYL_RfRK5C3y9Wb5evAF5XV6eXyKT'
    'ABLZ1FgNspmKJUzzRm0GSfrQCEbHMtcgm9R2bSE_JBrru5XVAbbaXyPmWye6r1rUkOZqu37H'
    'NQK5sQGrET0mJA-rVufJ2XArIBImVEIOyhoyAy0qNIY93bKhTIBRTCF1r2mOtP6wqOuNLY--'
    'B05GZ8UelIjV5_YArEls7X7GZVsyr6WO5AFetYCTavu22I3NIGOmRAXRqcH1j1XCvIQCRN0t'
    'u0sT0lPV7-EgCeyV48VFLMudzma4vnjacDtjiDe8ALFqNG06PgirMk3Jg3U504w9UOlISZ25'
    'M_C0pALc7Q_DNLKHNxC1hmpKqilMPXENEVCnd_4NqXBtH2KCxdXMXiy5dI6Ju2nVsBli9y0x'
    '3M8ZOVWH1wYC1jJdrxIpoYbEqGFJ7s_VDQd9mTCuX2BxVoCV_rRir_e1Vmy0fWNlgLy_qXjC'
    'yEZldwuyA5KEbXksqymdXdm9N2DRtC1lguxPQVGxvS_yWZX4DKze0HUkm0Qqy86fDlM_FlPm'
    '-vAYZv9IxOh0ZCqBrVpj3Px0cHl2cvYeYwcknHgD14AGde3o1i6DYVt-nB9NFMDCcHL27tyA'
    'R8cHyQqUArWOyxMsqHZc2d5rT-B7lcDf4lUyCXoJVXFkNzI3XyC6NwHS891Q2DY0xpfZ8zd7'
    'zyvHoGJEJ_WdpsZs4UgZlFRdbdqFR_J6vYqiDu-Hr7syXX5VVvRo2scBbV4iqhk6Xrx4cSSF'
    '0hUiNVk86rKsAe4CkkUs9ZoCJ3zdc6F7_C8I8ss_Gbuiq_Zdbwlq4O0D_dMB3Gc66BoH0gi5'
    'S4aXFk2RfcXLZJVRILGb-neshuq1YPVDFlN9jS3XFjbiQk8BYksGTZ6-waEFO2q2aGFByubS'
    'HQVdvdgXFN3FrzfyOXbqoH0Kto8Jm48WimOj7sb3jq1rLTx9SN_liGKY7Y4QGtLUXyXPJkka'
    'cKtzlrvcC6u_in4GwNaRO0-u6sMIKYmetLtwHZhOuH1weZZ0h1eL47O0w9iTAr6ZI0CnZX-M'
    'CtBat2TmEvMO__v6WpDb3WWwIV6DlYlSkQVhiTPsajZ53rVLns_MSBYI5Rr_hRANE_Ho0bKl'
    'xTRlTd1PC57imVbuZ_rKchFw3hKsbi1rqbB_9IX2fmG3gn5HoInDZA-lQj_16PoDKBbzGyjQ'
    'lz0dX0yg5wUxEQBdWlKOQDT0zlini-Yqrf_NxVgyGo6RS1oYw35KFrYa2jmpxm-JHpLMseAN'
    'gv2xhRc7L0XDbfs8AYs6ljCL9YfwLUV-RssTod8jdCopED5U2vf74FP2GtFttkGB7n2PVBBY'
    'JR8QVv8rhkneAyvgUJECAjXJTtpfSsCyt5ayc_Ds7IPYHWPB7lFgc_4PRLU3kA=='))
from kguardify.runner import Runner
kg = Runner()


// Every release call, so that the verdict sees the file.
@fsite@
identifier REL : script:python() { kg.is_release(REL) };
expression E;
position p;
@@
 REL@p(E)

@script:python@
p << fsite.p;
@@
kg.saw(p)

// An allocation whose pointer, on every path past its NULL or IS_ERR check,
// first reaches a release, a 'return p' or a store ('when strict').
@fcand_check@
identifier p, F;
identifier REL : script:python() { kg.is_release(REL) };
expression list ES;
expression E;
statement S;
position pa;
@@
 p@pa = F(ES);
 ... when != p
     when strict
 if (\(!p\|p == NULL\|unlikely(!p)\|IS_ERR(p)\|unlikely(IS_ERR(p))\|IS_ERR_OR_NULL(p)\)) S
 ... when strict
(
 REL(p);
|
 return p;
|
 E = p;
)

@script:python@
pa << fcand_check.pa;
@@
kg.free_matched(pa)

@fcand@
identifier p, F;
identifier REL : script:python() { kg.is_release(REL) };
expression list ES;
expression E;
position pa;
@@
 p@pa = F(ES);
 ... when strict
(
 REL(p);
|
 return p;
|
 E = p;
)

@script:python@
pa << fcand.pa;
@@
kg.free_matched(pa)

// The same with the allocation in the declaration: 'T *p = F(...);'.
@fcand_decl_check@
identifier p, F;
type T;
identifier REL : script:python() { kg.is_release(REL) };
expression list ES;
expression E;
statement S;
position pa;
@@
 T *p@pa = F(ES);
 ... when != p
     when strict
 if (\(!p\|p == NULL\|unlikely(!p)\|IS_ERR(p)\|unlikely(IS_ERR(p))\|IS_ERR_OR_NULL(p)\)) S
 ... when strict
(
 REL(p);
|
 return p;
|
 E = p;
)

@script:python@
pa << fcand_decl_check.pa;
@@
kg.free_matched(pa)

@fcand_decl@
identifier p, F;
type T;
identifier REL : script:python() { kg.is_release(REL) };
expression list ES;
expression E;
position pa;
@@
 T *p@pa = F(ES);
 ... when strict
(
 REL(p);
|
 return p;
|
 E = p;
)

@script:python@
pa << fcand_decl.pa;
@@
kg.free_matched(pa)

// Any labelled statement: the verdict decides which labels go.
@lab@
identifier l;
statement S;
position p;
@@
l:
S@p

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

@script:python lab_fn depends on patch@
l << lab.l;
p << lab.p;
fn;
@@
coccinelle.fn = kg.label_function(p, l)

// The releases on the way out (unlocks, frees, 'p = NULL;' after a free).
// This rule changes the functions first: positions name lines of the file
// on disk only until a rule has changed the function.
@xu depends on patch@
identifier U, I;
expression list ES;
position px : script:python() { kg.is_exit(px) };
@@
(
- U@px(ES);
|
- I@px = NULL;
)

// The declaration moves to the allocation: 'T *p __free(name) = F(...);'.
// SmPL 1.1.1 cannot write __free, so the declarator comes from Python.
@xf_decl depends on patch@
identifier p;
type T;
position pd : script:python(p) { kg.free_role(pd, p, 1) };
@@
(
- T *p@pd;
|
- T *p@pd = NULL;
)

@xf_alloc depends on patch@
identifier p, F;
expression list ES;
position pa : script:python(p) { kg.free_role(pa, p, 2) };
fresh identifier D = script:python(p, pa) { kg.declarator(pa, p) };
@@
- p@pa = F(ES);
+ D = F(ES);

@xf_declalloc depends on patch@
identifier p, F;
type T;
expression list ES;
position pa : script:python(p) { kg.free_role(pa, p, 4) };
fresh identifier D = script:python(p, pa) { kg.declarator_name(pa, p) };
@@
- T *p@pa = F(ES);
+ T *D = F(ES);

// Ownership that leaves the function.
@xf_owner depends on patch@
identifier p;
expression E;
position po : script:python(p) { kg.free_role(po, p, 3) };
@@
(
- return@po p;
+ return_ptr(p);
|
- E = p@po;
+ E = no_free_ptr(p);
)

// Gotos to the labels that go become the label's return; goto and label in
// one rule (a goto whose label is gone would stop the function matching).
@gt depends on patch@
identifier lab_fn.fn, lab.l;
fresh identifier RET = script:python(fn, l) { kg.label_return(fn, l) };
@@
fn(...) {
<...
(
- goto l;
+ RET;
|
- l:
)
...>
}

