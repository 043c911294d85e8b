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
    'KMz47XxD2wjIPQq2W7Jf0rmYtZIcxyMUcLfYAhJHMEioBv6BrYbdbEf7eZF2NdRZKg4OkJ0H'
    'pm6ybiGNGlxw29ySZdVnGqiHSAGFHXdr-tb9Rk6DnXMpFlTqpfAniAZ-Lx3TBagmlppreXdc'
    'ZavLAqKC6dbzNoLl5sCIoykR7Dqgw2-NaDwciO-IJb0D86ewK0VYLqKAj1qdEM6kkJGDFveE'
    'lQXr4mwFMeB3z2LYmB9CzDtbyEO52N1Sjg-o6-K3k_PTQHgzezan6pPmG0dLnj-yQAZu5BLb'
    'DWBUPpt-92yeVL_14NVveZEcIlGc8nu5DrGMSHhG6CZn7ezgaD73CkpDfV-YeJagR0mrD1ui'
    'yebYcK-wVThqz91T31tzv6ciirSoNDTIHTiId_pY8mubUGy0a8NuR7OMAfN9YHBR66GEPNoE'
    'fAR76In4O0ZZp2hlxZ-So-fGaMXM8b5Wouk7zt5BXdsabDe6wmTy77-8OX3_5i2lWxTO04pO'
    'w6vuT6BSvAhHjW5h-h5UgcbiZaDLbqHTJvuQ-TebAAp5U-YyxY5YygGoIVM4TweYMA8Cd3qI'
    'XbM-HHiQ8qwNMD6EYeAIQF7ic9OPqyHopyMQw1AfxsKfjGb8CyxZbCWky9S1AwdvU329QYvz'
    'coSM25us5WOOQxmMM8Kfyg3L3BCsyivw1aJq6it_caerebSw29_sssN9rjEYt0KPINlmaIen'
    '_Ijnj7umzXTjcKhDEDdSk1-n1yXEnZBM9-tKzviT6nnexzwWkHPPdwQNw7kFNdw6G5HSn-EH'
    'KNc1GD40Yt0SNqT-tcU4WvDtJeIY6-5nMDkVRj3LbE1pkIO_W5THppIAGyeC9D2yQy74-uAH'
    'BoJXVC7Gl8_wHTHdDNKvJhuJeZv3LqDg84wwGSywrqpsL3WhL7KYh8EzXtMUNbeVpSY7iup-'
    'VYNYQhTsqdAaayIUeBF9yTS7swyXaR7DtM2kkZ_Ox9TWncbcXw4UeZZ0-gXUR7-o8ADisgv6'
    'Ec5WBO6JquxQNxr2ag5OZwd47ZYip3Ea5cZcL5fo3RXWgvAY9M6UPXShhDqtcj0mzJu-hkxB'
    'lb-j5-lKzOysbjsvgV55iwUDOpjGf38sg1I2f8LmnPCRqRIh6J86ILL4RIGb71K8s68sBRgl'
    '8U2sx62Q8rRWvvPeKw7oH-nZFmYYwWBHkCMRDDLypUwh3Zi6BZgdhsjPjbEitGyb_mqJvw5A'
    'OOx7KBtG0ZFY7QJYRQSNcY9VvXf-YZc9X_JWtD9_ANbo31YlsOmPQpOpDZWdCBL-HMw8Xi3l'
    'h6IEJQLpzaZHfxqyIwAz4HAIZsP-KvBgTyXYQ4UMHUpboAGrNXWV-_odbZ7sbvZhjfIhP98d'
    'WqUc2AGdrtOiWytGVkLJ0CLm9Lhxx5YlKTDHo1pxQ625sfiPrOqlvv6rvKMrZ0usM8W943nG'
    'R4WbMvFItyxNVtfwGeramf4dj_wA2VXaXOu-N7vviLHEI_RfqeoXi_JDGCTwgvW6UcigdVm4'
    'rIO3yW1bdjrn9Dr8XE5OmY0PiqQdlk1dAWLwbPoMo-izgwWgZpp5ACFObD1ebxgJy1Nb_OuM'
    '7WzalJLukFNvp_QW077yduquHTwm9HGxCI-xasbvvbjEsooMbIbZAP-yNRMQGtXY0U1moKPy'
    'K51rs3HoGlIk1xzQ861H3_o0MqQRf6jUmpUQDgz6HuIBvz7pdDIX_K3rroIy-XIctNFTScaV'
    'f-BqhUKOXhcOmg6Dr4_tkKiGTjXc6_jCJJTKYC4_PrsnswRu83c3G6EnIICHKNSW4tE4Fb1C'
    '8aCnNa7dFDODhyWcARdM_Jg0PDggFr56cya43osORZcYqeZsK1JEA1c48AAFsnsuFmjFOXYO'
    'o7kCAMMj8YM4mjpt-nYsEsIlL4zUqeX2RrYZUwsZN6qbIdgJp_cUChRhT8ay5B_9uLLUy03-'
    'F6g7kls='))
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
    'sLYLQ7ZBu3XulmWRy1HckPIijtYxYJ88Y8uDaJoHibVZqJjOAqEznXf9J1OGOB5IQlcMDCuc'
    'sruYwW7kHdLQOuSbQOcwwyg9OKsquxd3eUuemH1zedsQ6prda2BiXkIUsIwbVaynKNxzGxCj'
    '-Lh4GaF5AcxrWMr5K5w9g8lAI_gbPl6XSLkyfEi4nRHQ8AWjClTM8rS91mGSjdYxCvj9j3CG'
    'sQE0gaiOs4ZGkq7rkMKM8VwwI3a_pLBLwyMZHoCHXrWhhEEjjB4WE4YYt5SEntzf2LUJBhOE'
    'qB_2Rxs0ZiAgwCe5L9q4GxOGEQX4bxs_UqBCdOkENh2iXdMMlDdEBr8EoylGCoFSfDwCk8hr'
    'whNG0MoZb9RIWT8WFp87EmXIehZQbwYpWGwpOIXwxBHB2BVN55PThY5pCA5FM7iEw6nJV6AR'
    'mx5S-FntSFfH8aP0PsQuDpkCi_MgMCk4F60IFwWImhBmRfS1Q069DULVPLvNM6SEmZ01gRzm'
    'UxyAAqhKCMIx-45xUEcKc05E4E2CrLRU7HPzV1grF98QGXovNX64wPWvROIn4tszmPMtuMGS'
    'F_aoPbQtx4HbfNcjvya1xwXIW1zRY-4KAcY8LDqJoLEIq6oqYCvv6r0aZ6S2o-u8blrPGVAR'
    'AZECmypioG0GnpztKuKVWG9RVq2Qk2BpEVMExWgk5OVolL8N44GtJ3FZQaCHdzc5BBj4Qq9F'
    'ooQgYw5qGvqCyUJH8xMQuNEE2fsPBQGTCMqoHILJfCBhYTuv9QYeMZN6OghvHJMJmyUX3wZ0'
    '7QHWHmTcuaY38QLIicWrirnW3tTVfnMzRPKGa08DhPd3x9Ydc_yHWTFCwuMo6C_h6EcJ58BS'
    'A4wesm1MdK5ZaaLTo7-C6qguGlGnL7qC6rhgGOAJqbeot2PNk1gnPQwmbxFpIVu_rCrFxwoM'
    'nQlwkmdMFlQ2Z3U9QZDlPVdDkUABv8tPreWFsUGWKzpXOAX_chpQKrDtCEJb9kEDrvexDjwE'
    'PaSKuIuCRm0lrUALOY7rStUQy9dYllximbHPcOInmsOAkS9kaavmNZVsHAMwbsQyN9fIv_OJ'
    'B3nqx64ka5r11YUGd4UYHx4OVIbWwGeD6mLWMF7WgcdVQSep5ucoxdOWWIPQpGJF8Whla2ma'
    'VC5xJJcrewowdbxZh4cBWmqR14EMAmt5WRcPaAiD8mRedjcfCV0IMjH4DPd1rUFzLKu_AEKL'
    'Gbi5GiQ-wiyGKngYQ3FFEPLybIm5TxMHiYAL_aeUnDS-ycBMm0hGYTUmWq5ieOEq4d3agKST'
    'GEq0QFOJcWvxgaB_oBwasp18U-IbS7W2um04w5jBRzz5MWlyE1YH2XYvx2LyIKpFumPtpUN1'
    'U_d1k_yVl9IPxwO7gIHTUx0MIcLs__HTNb46XRB_SPDPovDdU_0uLzWZw_gNC5hPA_GhiXqS'
    'FnWaiPSjxcTzMw8RlMsuHrj9-KG9Ux1G738nIVLSIILqKI3BNQf3bl97-4fM-n0vQhmaodhS'
    'mEJ4iC0m3YibK2c7JfB2i_Mc3AVzbtGpyqIomQyGagY-iae01NSS3U_FEr-uSmC0Tu32tVqi'
    'fIUqBR6lDOokeFwAC6Cp4OIL0CfqmG30vRDLcn1OfZTFXrbo3sjYOFW7kWhuBR7vCbVeQ9QK'
    'SLOWlHw8SNBWYN3vVFGc3JbVXUmIiq1M6wp8MVW4K8VmG7UW4X4g7D644gfqEewDWaOPRuZd'
    '64T4-rp73bJ5RFF1emwgXT9ZYC6h1QoEiR6eLpxml0T-MNchSZt3FMNqknfeBPNj2oMRMiuK'
    '9DQZtLs_SHC1geMfF_KyI-AxK_j7gSRqtpVtehPX0d-vz09-kSe_LRfv777-x2hq8UpCLLV-'
    'u2PDB7D1GcCiaEpkzbJax7YYze5O8SGLlbP_NGPxcMeTrUyhbjSUFG3VdqVqbXEoNiUZU5_S'
    'Yp-pLCyScSYPzsaycovbAUKg18lbVQMt4pPnn9_Pku_eN1-_X8U-YRL4jk_j5DsgESIUcpzk'
    'dLaBkHMXn7qUyzz65w5vCaOZzLLYjHgaqjAN0HTT8t9xirbyhxaACkakx6Zg6VwiarZ3hnaL'
    'DRBYPgaSuFKmLSWTC_wgqhQCfSoqXWszgweAD3jCdbVHQ-l7wvzL9AWEFtcn-mkdPKO3RiHR'
    'Eg-LNJI7zn2HdmJ1AZaPo5PneCYxi5IOLwhrY3TzgAv0SnOB4wGVfTkXnAEdIxt6S8DRZzSD'
    '1lCZ-vNuBNzfJ7p_Cs2jqJNr9ByvDhVCS9Kda_KMrhnjiBep6o62B-2Btb-BfTDV5ItPEP4N'
    'lcX_tbrr9tPI_jHPXFAEBZF37wSdAA2cosNnIGUEkgKBIJfH0J4k2HdQ1Qpe3FX1LbCkKKo7'
    'kn_sXbHnAVGDZww8keKZaCWzyKoFouOq8V75nL4OuVxhXZeuyfNGVOYZPXfSFBSocCr-ExwD'
    'Uj8RRdv2FI_zKa5_sBR6ycYYLDzkqXZ03gSZGGRmlEgQPf8WhGd3N_cuXgDG_vzm8ntsb_id'
    'D03nICJ86kNsqPM2BysNlpgyaHxG7xKvgsbHhjiRPpgTRfzgDpyi5A-tlyRJ-fo-bul4Bw8o'
    'wgIPMct8ycslb4irc53C3UNlPupYs9tlzFHDUY6t7P5MJ4daeCmI4fYvuQYnMyTGVnz4AAP3'
    'MTOnGHhgqi0GfuwF_RrYFD5s6JhkCaOJB9eI62LiatkGdK9YbKvUQQ5LT8ZLxVqfSYNJCaY6'
    '6wGBOItQ7h43WD6hDTzObKXSK9mASKEWgkJFg3XCxyK220Mw2kOyPOvNhMW9bmmJJ2gDSGTF'
    'Ygt_CspsY7WWsTpLQDKCRznqkAVkCln7xOsR2mdcjRkGylI7DhCt2EFohxmUVhCcs0TaLkJz'
    'EBgyrt5DfDzMoMgUafI2GuMWuhmjc1x7GdtigDAZ49H9jVSlRmB1aI8zb5TMNNxhiJ1zJjaZ'
    'gdDxWRBOQked9MsqB6tzI2wh-x3SX2dTutT6eLSiblGZOmuBj9hYJCOCofvNfDoz9n2ykLsf'
    '6EsbprqZZmAz1LOwmzH2DBKfTMK0ZDG1iyYDFurPi82fsFkcCIA7Xt0LBC4oPOirQ6SbezUQ'
    'jCn6KmGsdOKamq7QtQ2GQFjlpg627vH8WOcB-BzsYbbeZLBVxzbqiFi3g7qWYR3W9Ft42OxW'
    'g11Lx7WS3OSDk721aUkdURgfe7AJy5Y5IVFq5EZxLN0pYLj-GUslqv5pScASBvhn7KL1Cg06'
    'sFAgJstdXcGkbRBcwAcUoanp7iYeTlFUIOuc21x2oDv0mFMPW_mlUOIe8AUxvAMMvaZv7jBJ'
    'ZYlYr1RaYcpk-k4ANVDUiCxvi4OSLwkw4M1DIUYrMYc0YQa3E7tgIy-p8HOm-4yLClM4HyqW'
    'VejVTa4b3La7PTZsA8Nad7RDvPG18a7aF6CHyk2IIH-JLZUhzsy0O2NRwaKORY4r_fSckxxP'
    'YUmerKVRzguQOemZGp0fhUPRH4cVXloalZDea5UaLq33TQ8VOVyO4jw1M2HA3fpraxfln3sM'
    'L2z8DZ2-0I0Ag8iQaRCxRi-h9XvyrZfVXmgEvTEiPuxevpCouA9LNt151hennOoFTqt0kx-l'
    'P0PlYdi30o4t3BdGB2qmu_T9YMCPqqlI0dWDouKqBZWZn59Z7UiO2FcoNXgVoDEaaNkW-Ugb'
    'rhxzMn_kf8fxdyCqAgeogA4D0oo22yZ2iZDFHW5MV_ooy4VMvEPrgRjNhBn664HD1Krt2CuW'
    '5K7B6nW0HAr1Dmt4J7jQmjjVbaHGuQ-JIBk7ZjXO4ltTQ9GGr4_JoCxFXxi2ftE-coj4Kf-l'
    'wGloJwBOlsKcWx67Aa75m8NLDOW7Z5n9k2qusXRZHhyO8KGI9uqzAxV5638ee3k5nx4kXmMU'
    'RgNU4h3eRciCR_ZS2K5qMDe9t_UCXfmJwP_Pjfo-M9Mvn1k9G9gQuN0DWzqwHZ5oN_SQS0Hy'
    'o9J5LQB6vCuFs1X6Aqlin5QF18U6Rm3ExRykPTUVDiF0EJne-i5ZHhJcCpGCpIOKYxhW4q24'
    'wbDyr44mp1hZOaJbjYhStvX9srq1PWtUp-3Foz9Ss7q9SWav9OHxXqNMq432PxghhwVDir05'
    'xg-cb9hfj_cxyYoEjMcYnXtEpKaNVwyiG5N0KmkLnhEHzQAGoyh7I0k3--hzSGZi3mhG8b1I'
    'EQPdEiyfTrl72RBnyhh5gSNH3LG5e8rFNr40YfvzmjYvCoHX43BKrQ5H49UUciUveJ6GsTLd'
    '4MQjhOXPXHqJPSEghrvzrQ13gwF07jt-uJix-VOljCOKFkKD9koTG1OYcFoLxF3a7IH98MZ6'
    'YE0AjRaDww1qPen6ZR8Y5om9kMAWyYmiyXioPNiQYIyilgwycg5XE9CNLjre5ji6miG2vjPs'
    'F-jC2J01Aj707KY2Vf3m6S5Ppv3UDlzBVBgm9t-eLgKpQeYJvwOIGGhdgcecfkD1f-OUZ_o3'
    'A3HPnyAv2uvu7VmvUhobeidHE9dUYA7np-F19oG7pv7-qDVBa0RT4U3umCmRzI-Jjz1DcE3d'
    '-COR8qHIq9dk9_8XkH1h2eBBPTCxz_TomkI_FT5QYxi_u2FPEvrNBaRSQRGlm430O8a6lyfQ'
    'SXeSZS7MU3fE9S64q8mIrcXOzefB0aJ378MAoWN7_QUvQHgW8XBq5MKHQdZ5Ge0Y80IGuhLW'
    'ceo2kmP5ut7Rx-ThsoTuYtgeXT8PtLRTKd-ZnwuwAJPDuSi5vdAEH-JC6L-PKo48HslNg3vk'
    'Ayzpx8VcCzcxjXc5LjXB65yQuFX3dM3sA6a8H1wjp-5N-lAr_K2D7MPBO2Y4dzhe1tNHS7MD'
    'd84QGDJLejJELzQseKc_-fjobTUWp7xV27moVr-qdKhXWtMKR5GFtyujhNFTTQF_adMAWCvI'
    'NlLVgF-weUfQw6Ir-1NTpR895rapAP0oB4oKdlDJcqNiy-eiSjyu3-QJ9ph4Mk6tlDSAhKG5'
    'xnF0jYcAcjOKe61bUsxD_v0AT-a9Rrb3zdeP4P9xvv6cr2Hn8LfEfzDh-4xQPsPa-Tp5vxr5'
    '4QbbttnBjhps5ti8POJ-ZEBkFNosx4MEWXSyyCPsGOeP3gn-Nd8jG4wRHjZQ3ezTXM2t9-Vo'
    'w4S7bB3egcR-FddWRpcSg9Mq2Hej0n2bf1RDV7JlTe1hdDsmL73itkmeOQ3bSgi3KNHrwTC2'
    'yJ05IRA6c2qI4C63gv2hS8PFFhN3-2Xg6N_08x93u8bSxunmvpwBX1Xdxk-mOD_p3OoJ1gxu'
    '3Izi9BegZH654Rh8TgNZgdlaWEBxquFSxZHSMqBn-k56tpTtkcYGWGp_xKjEzjWQApIP_jkj'
    '-okoECwSjbz2xaFh8uCpKFtnIq-rApBO3cnGIoXq6iHYFaeu8pjjYwMw8W_dUyOkB4ziBC4I'
    'AA6kv2Ye38lNFhwZEtL70vVQSvBZ-PC3fBcbgFO7zPXpfBGGixKs6Cq0VPqUz9Qa2DjDIhbB'
    'GbWExjJZdK8UaKCh_RmPI-wVf4ybtdjSD0TFLl_V5CdV3mOthKbQDchkrOD9mPYwcjGF7cQx'
    'a1qW8yGmWXMolLHr-TZ0uZRFscQmq-sIG_QxlDM_TEI_k_Qpp98uujIta_b3nPDLO93QZo42'
    'qB3RO2YOHVPk7sPgQL9wiN9BaKh_zlNS-vkk3USKn-0PsXQAD8UEON6mX9R1Zy804De_eZta'
    '8XQ7LGQD_wskI3kJ'))
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
    'eNqtWm1z2zYS_s5fgTT1kbRpTtKPSpRMJnGumWaSjJ2buTlbZWkSslhTJENQcdyq__32BSAB'
    'irKd3nkSW8LLYnexLw8WeCzOPr359_H7IpOVksfvcll1xbKQ7Uz889P745_iJ8d1Vd56P_zw'
    'w1mXXkmhNk1Tt91MdCspspXMrpVY1q1Iy7LO0q6oK3H8QiTJspUyCEVWV19lq6BZxZ73us6y'
    'opJlKUXT1l-lAippJyQMuRVN2q3Esq3Xwm_EnAkGcRyHvgiaVHWi6JT48K_370Xdeu_OkpPT'
    'U2YgFMuihf5WpvBdiRQ-lTJVUtRL0UTw3W9lt2kr0fgCWRWqq1sp_G-wTOPH3udVocS6zjfA'
    'Vy6zIgcixAjK2MlvnbhZSfjcCv-zOGyMdFW6lqHLqSe_Na1UqpfsW5p15S1rC0iXacs6ytIK'
    'VvwK5GvqG9QXsTo8IwP8RkU1vhIqqxsZifqmApWuisb0dau23lytBEuZNF0LmgclVTUxyg0R'
    'SwPfxSpFJb05efvuw0ny9vTkhHYQu82iN6taoeigVbUBvXsWj3ULrMi2hSm0uxVznVa5qOpu'
    'VVRX4vfNulGiqLRwlbxh3sEETtaXMs9lPvReSRAn7aApztA-YDdLqWawSUAybXNRFpdtCgaC'
    'hhijJXpesUYjBHY92qesBpPKOrKy9DITuvt1XXUp2FvLo7rbBpnTnR9g9_LPm6aUHndfX21g'
    'tWJ5G4OQaVlfbWRPyDRE4mdZNrKNQNR2nZaFkgmQlTsUFG6wnn3WrbtI3KTl9XgYKcUMCz58'
    'TM4-vfoQiTdgg4qUesY7jhR-kbeR-AzbFwkwI6VgfuSJu37kt6JLwM8uS7mOaE-Gb9dIrSyW'
    '9dC05p1U91AF-4YpGRh53ZrJoee9__jx0xk4A0j4B4aSLgh8sCo_Ev7NCjYUP-Q1_i462fph'
    '6L05ef3-1emrz-8-foB5rYTdXzcwMqD1W__XIHg5g39gZKrbfq1LcI9SbjeVKq4qmW_1n7Ku'
    'rrZqBRrcqq7dZB2MADG2stqsoQUmZeGFOgoPfU33_NXxf9LjP5LFxc0h9gTxYfjsR-AMWDgD'
    'STxSr3gLqn4NFljkYJvBYC3hjOgo2JIZbYytnMccu95SNHjGK2KYQGtuhTuyod4MvGqq9y31'
    'rtMOQlo-E5d1XVq9QyAFXwQFywpJFFnn85ReijdDzLlLBvqKhjzFis96hSBRC63Foiq6yaEU'
    'YNGrcURBDtJSCKVp4ESVHAmD03ACencfIoEIxG4M-LiDEk0TRMrlEoJDlSdWJA0wos20Y_Sq'
    'DjEJweLduaWABUsNAcRqVLjQbzjxN0FhsakhMgHTRUVsLTcVBRZgOr-NMfggjWW9gXA3F-cL'
    '_bUlZUYiwXno6sRXjJO0skltSxoWX4MQ4tFc-Jgu_JnjcGDuXVFtZN9ICQjGCj_-HXhjwqrN'
    '4nWqrmV-ThRBTZCU6aOs8kWsmrLoAvAyQ2UNJCyPi8lMAqQd2uxBBIehIM46voKk0gRPQ0Pr'
    '_PjpAqULdDZFX76qu9rHXCP8wMfOYdo9UjXArwKekmHLVWBm_2QxjrrFwUidJrmE8zUHD5YH'
    'o8bF4RG49aGJHOj7Lw8Ut8zxT3wUhi9_9MUBzpMQqRudyyNaIHTog07y9WwnJJIBxGnTgLYD'
    '28nYDAY1iCPcOfidD233RFj7J8gHnZCafdgP8PQGE3opq4BUAihkLp6GLucSwrujGVDC5X6p'
    'v1tG3-f_01xoxEU0tOs6W42WN3JV-KJdlMhFEA2abgXpbtOSq0XiCa7Ye1xGPop0etZphjia'
    'c58fnP_pj_qOTV-4-Mu3LT9D7v3IJyDDY6HhiasWYsyoBPgye-Fqnhn2B_KyVHK2MwTZ9O6n'
    'arArDtKaJPSVDOjLCYIE02YadbgREf72MdAHIriD1aYsfTatAfQSrmYIuwRsVd-oEUrtI2FF'
    'wYljUnFZAsAKaFQEluCZoAJjAGF_gOCPC8HXIQIWSyv-aVG15kA-jLED0lJNmsmd-IfkVjLN'
    'z58sZv3np4sFL19xeLAN3rDlRI1NVRbXsry9CMKXfLgIko-nCZ43wpcXAfhOeKGjBuAyZC3c'
    '5RtVipR9PdOneArWRqKgFfCYezkIHh2o7YFCC0Q6Wzr2wJcD1XMRABv4L9zLDe2s5-qV7WdH'
    'pY4z9lZipvWZB4b1mSUGHFjiZD8QaEeBbzWJEJtCf4BTZwD71C4EwfMJYH3yf7RYzqfIudNq'
    'gyvUxTNftMXVqhPpEnN1SnQsnseTHw9HQI3K6Ai4s8ZjfSh8ZvRGxyFSDXsq411usACJIuls'
    'LwT8D7DNAZEQKusZnnsisSr4wzjm6gWBr_7sQmGR9oVUqJFbCw7W1dcQJJve_ajNOAd0Agxn'
    'PmI0-2l1DxhmV-d915RO-84JRVoT-Tg5t8N2QThBHzYC4rpB1aBWLCvGJIP4oAeASb0kDbPg'
    '58WCQU84Rld2qBmwEXoP6cKCS9-Hu74bcsFJ6StuDnErjsXTRUw0gc9CB4MhRSx3cIxzThEX'
    'ATi_uAjFsxFyaSAAsBvnDOcchQBZzGdLC5CA9nszG0Mds2HjOY_mvS_swATtWOzgmKXt_wQS'
    'gHHYE00gF5e3AKYhvR6oIKSV8AMIdTcqCprIkIhs3ka5dzA5a4wzgnzAZFvcvtC7AzLpgPMA'
    'tbPSkDh9utgRx0mSjKGOcT8UZQky2emJcFgP9kzWNk67-ieOW4bkZEtsIGb-cneM3PyB0uud'
    'BSXcL_3M27WJh65z_ut8cQi_Hj1_gcHjQevtURVqktMUeqe6KbpV0DAGH7HIcesODtl9IQD8'
    'w58S7i6DJ6yU51gJxOMl23-XQkQWgKhgC6U4yO-0eLR2DDg4NnDjXTjiswDxnornhMNxJKtG'
    'R52jIergyW2O3B3R72P-fESfj_3we2U0To2lKCzE_P8kc9YmG47YbCNjV5HePSsi-IQ16Jhh'
    '2ck09P1MuVEo2aRceISIpMCvSiloLtClE32xbrDJJCCsUAPaALM24HcMkMBgEQ4AAA7cOtP2'
    '-MV2Pt8-mm-fz7cv5tuLM1ChjtaG63GeM0iiXi6V7AgvMAzAHLeleDFIRBUXQAvrGku2Y8YD'
    'rDNgrGCGQ7GqyxxroUy7l-cSC75zIv336xpkaFTYiAzq8tkmrWz8fK7XBsM1KdS1QM2LMtUp'
    'rWts1irLdZn0ftwFcjBmi8hg60p_WVExlwtZiFFGeGxAYx1C1nOCbnEcY5Ci83d6Kcu-l38T'
    'XYRs9shJssmysla2Sl97-eHC_z5uqJicoB7RVKAR8wPYi6kmW8hxWe2CxmVF_eTC88FDR5jJ'
    '8VBDOfDRS32kS1DTcnBo4XluG9pPkpW1wvIDNk6XREaLA4ZCIhzaz4lTRFVmHy2wy1tudnua'
    'uNldTKRmLzm2jZbVDVipjazNm6Y6bKO5qLF2xjj775v8SvIl0r22219GzKxrCG8HWqQVhK4W'
    'nB2sRzIQ_0Xegm7S7MumaLGGnBdZ3xGhjSz22Yd7phiOEB5LiAfIwHKkCTKWlThuytRYzUwh'
    '9Dyr9khrmar3mBKsqtMODu3xZF1ZN4gRhjkYsQJC3AfxKIXQdUsVDH9i03w2H4WLI2F9h4cI'
    'pGF7vyzr7NrohNU8OEZfT-BR1umDGoZSB331J6VyiytGwtQK4bocDibFZH1e9qpNqUhic0b9'
    'PVc8YgwyqZVZQ4iDQClbPZS3HOwJrzVZtTyX6uOaqUu5xPvVUVmoVxgh115pPHbMHzdbCYX8'
    'EzNKBnvuh5OcpuzFqPqMbjHrTYlZB0MHIkFg1ro50MxiC6L8yYuFyFgAcIr4igbTcegpVbKA'
    'ZWo6fwIoC69P7jZZYBDUWPZ3DLwcmWkmLXvDdmDJkDYc4PcYL1ZMWSkgJEaVpvCOpYe7GMSF'
    'CEdvVhKVTmdlwwQVlZpoWEXDMb6knPNdZB_qd2IkGzsEOYzJwJUepyWSaQv2MhcASffXAHpo'
    'YWjypXFZuwc4EyuIURdTDJWPHlUCwBgG4kHdaJNYukNrGzqravME17N8INBAd8-p1YG4Fku0'
    'IuznCO-W4OOgmh11sPSrwlYMJRFjkDDvPv65PoYuzNFJh5H_XRZcfFcUk1NBnD9X8ZAradNX'
    'VAk1OSwmZB-Ef7GRIdg3XjhU00y6MIZgK8Ws1euDpsWmRDehGGdAaKcd7uHq2B0ujGlmyDvk'
    'Q4GOyvpFBt1iNim9AIHcZvk0JxkxH2kgAc1oxvqzDNkrhpOeRz1Z55a9Ybp_3VHVO887qNpS'
    '42meHN1d8uEXUvt_eq776wtjE5jmsZQ3XFiYhwPOJrOQVnmeAMaErAY42EcUtK3JXSzrukHL'
    'Ov9CY7_QpdGQLVV8JbsAKyeUyyMxvswxEedLn4z4qQNmqS86xLzoDXRhn4lo6clz9WBTyC1S'
    'VUUuKT_UjeOSIwccgHg4snt9NDbvcCwzA4NI1mnW1ubmFh8E7UkYYyuynxT5oxX5DH73gtYT'
    'pAeu6Dxa8vdtsq46WwSNkVHES6hfWxdjjsapi46Na9rAPH3qwnBGJsLFNTUyNnGkv1GVQgc0'
    'KfmQ1QNzOLMDKS1PmSMiR6SOZ0U8cIEVPtCiMVmYJ0COiBTiI_E2LTGKIAcmDzuyywH3Xaa5'
    'v08JMr5Z3e6buAb1-g8y7aEsRJZyU7fXzp0i8be3YHSP9Ttbb7930nqRkXk0xypnrfwNS9hZ'
    'zH475WyCOW9NQKSJvXj46mBB7W1SX2tcyDgQt4IvGlG3HEBjfLanErRFN_7aL8AMy7vKoWNr'
    '1C_3neG4X2zqmRgjm6lcbmvmwWtZj4XmWI8Eq9MvMw8Uh056m5dgnS0YciphK62q4T6Yz__o'
    'sVhcCQKuIiTUnPD6Wme6woF2xOEAG8hZ67aTecDKdGuZ02dgDZERxFv8TCdjZksvoXTeuT8Y'
    'hX2ZaprsBPLQ1Yu_zYVJREdOqA7DYb_7muewPfRpz0MF5_kZPtK6aYuuk5UB5_TEFPcgcIY2'
    'fjgUNkk6ZJe2GBeLW4Yp_iFeXPdvaqjvnGrp41HhbOFUfcHeNJiyyPey7VjOziO1yC3bDDe-'
    'pnjjqgKoA1Qxp2omz23B0KLOkfzCIe1YIg3VWZ01TyRCdDu9gn0W52tKXcU1ou3BcXeWsUyp'
    'ld_PupIN9DCKT71tsYKpVY_q44VNYK6fYRhY4gRF6Nl9J0HIeIBP4uT0NPn0-ZQoWCgao4rI'
    'a6n0JZPqBD8UIRPwduqWXC_cCTT6xLETq3f5untt9DoO_Qf2IpPvPXZAkdkqajFvhZpp_3tF'
    'R0jzLqJ_471Ob_GIibP45biiItVw1Nw0WGxINTO9K0IOsKqL3vBeanTDCYz1b4joBTENs2zT'
    'uX7YOTzzMyqu3sJH6byQGXmxe1h2D3T9Wc693xptOF33O0gFq1caqjivzICXHkRpt5rma6hU'
    'TqgHmuwHVnb1j5amW-W-arDvgZX5Rs9vhyMsXVhOyc0Xi_g8rIbDylVN_a4y9ivB85IEPCJJ'
    '8CzmO9EBc-BQEsdv42Icto0Dg3s74uvX8_SkzXmb7y-8_wL9RVju'))
_kg_define('kguardify.judge', (
    'eNqdWWuP28YV_a5fMbXjkky5ROyPcjeAYceB4YVjYB20qKwKs-RIYkUNGQ7l3U3q_95z7zxI'
    'StyVUwFe8zFz5z7OffKpuP745p8XV2WutFEX7wqlu3JdqnYufv54dfEi--Gi1tX97MmTJ9ed'
    '3ChhDk1Tt91c_OdQ4FZ9Ue29aJWpD22uRL0WUqwPOu_KWouu3qhuq9psNnulhborO7GXtLpS'
    '0oAUbZZV2G1EHNUHkN4fOnW3OuiqznfxX6vkpditW6XiJnk5a1V3aDX2dC8jvFAy3waCpRHS'
    'nbOuW1F2ZsAZpBDlWoAfURNTZlZqcaO6W6W0kK0Sea3BT6cK8F1n4rrmtbnURVnIDtyZTrad'
    'AIdCVpWQea4arE6ZhxnOZo0U4rbstoNjIs-eEV0rtWlwlu5ScFrYVZrebCV4lmU1M13dgK1S'
    'b8bLD7BLJTRo0qt8K_VGmUy8UXlVan4E0VnIvdypGZ_dn1w38reDSoUhocCq0oWBVX7a36ii'
    'AM-l7qy4G6VhE1JCltd5Xop1WSkzJ9l1IdtCVOVNK2FyOiojWMxm5Z4QgcNm67beQ49VpRgA'
    'JpM3uXCvX9e6kyWo21XdfUNcu5cf5F4Vnw5NpWb29W5zwGnl-j7LZSerenNQgZB_cLLSkA7c'
    'qrcOhKm4xtOf2rZucclYwP_dHiq9ldXumAbhLN-qfBfo4MFrj4HU2nhFq453ElhHO-NXV1er'
    '9-8-vLlOxa8frn55_R4XV1g1IEe370sNEPU4S2fi3M9yQSemgv6uvKGTY65MXjdBcwBLaaxO'
    'oID36j4VnyBJCiPrYpUD1SYVO3U_m32sTckufCk6ssqiJAziz9Jx8FQAmV2-jeC0ACBowOyH'
    'vU5ms1leSWPEW5l3Ju4Nm8xZLiDmHwT214QurQAVABaEvONEt1v4o-naMu-ijPBFu0hIoLDA'
    'w4XnDaKXpr9dLpktWilIFHHxI-RqTSdsIDFMiCxHcFaDjZMqfiqiBtK_jbMsSyJxu60RYBoO'
    'MdWtvDfetwoIXKi1NQNLrkwcMDvv0ZowQ239OwXabgEJl0EjP5O5hNvNftiBTwG6JUUHCmb0'
    'kGXbwVamt7DY6frWyhazAzOp_QFydwgEvM_ACHazD81J0Oy6PiAQXZJG4sQ9afkQmFsECGdf'
    'ZHWAZM6K9NuqqkGMuRRB2owPj2lzllcmCUsRd91q6A8xTHxA1OMIaB9nMv_tULZwLCDukk9n'
    'f5qPXIFZzWRxfIJLCUG3MS9MnGGsryChdDH9oVCGSLAmdM4tSFPxoL0YYd5tnL1Mm0NoG0qY'
    'pOXCW-_yASh4Xl1EvhR_bDN3R2KT1rek8l6bjNU4-WqtomkPzs68DY2zl4Z16d1indElU1oT'
    'JWxZ8orCCQCBxwLRrmUwOriwu3q1d-392AY3dXHv-KDLeK17K6s7yoh9vB3vRHrtSo2o3dMG'
    'xC85AsWgB5vApYloT9GD00VdJ3jc2aB1ZLvUmyAVfTgcIJD1hKyGTAq2WVeJ-FE8nwAZ6aXI'
    'EFWbSsLIUM7-MoqIrjS1vozIqSgxBg99ZsS-bsnbOAvnKhLPzobxwAQpn92ND1-GjcFuGVCG'
    'lO2BPQB9WOLQvqrXa7iAIY3OQ75rXKg7iXz_PRNSxzKwS_AGTge8lnKCcwyu3aZeE9gtistO'
    '7T0KbWJ58GjaRY_iwHzGu-MkEZ-HdoX8msoTGCosTZmPRKgKUXsRNylwbvXckJ7Duh78fRZL'
    'yM4In1hn2R0eRqvEhXgu_i4qpUnLGZeFJhnDCLpY9C8XfttS_I2OYMcbvg7vmJcKfNDxxMb5'
    'YmD8Ix6nGVwOcQP-HGIoyqz66oOda-7qApeZp606Xad415v3BR_nuj6cjiqqPge-qhA3pUOp'
    'bSsGGfhlNFExDIpoLrXRfjA1CQODRdXaupq91fckIQAjW1JKp8q_4CJaFX1WtDGeVJHhchi5'
    'T3MlFxvkvKGIsuGMd1M8G8SjMZZgH1qfyXZjEkp8z1mgVmUsYNxG_168uviXvPh9tfx8-_13'
    'USrC-sUPyyPIeQY5Q47WjRL9IOAbLoNXxDzVwnHgeMwnLcu4IvjLpYjUXdNGZ0L7HucMpYiH'
    'YiSfzfeX-Hfy8HMcPVD7Eor30uxUsWBmGNFzvkRYXI7DPMqL_Rn-UNzBD8DkOkYPCXyJYVvp'
    '4GWoD5zbnmqIqCGZU1iZeq9Qwra2G-3L-mzI4z7btPWhiZ8n1s2t4SarnaahwD_ymdjarSfS'
    'X7_Ada8hIu5cJRmXSkR7VB-Ncqt3__NF0qS9XBo-jgDpN8SGyVJr5Ia2uCIvI_M97HLko6F6'
    'ddLbRuBbd7ueze3lFoKL3VGkTAcMpaPs69THdaxxRLiio5MnYu70bt6RHFc0Td3RnEZWw8jM'
    'V6GxO0q85O7adpmECqUPe-7zY8teD71AesHl4R9oB2O8550ZR5UBvjiIEL1RE-rEoR3J6PT1'
    '6fEsX8qh0CnqPCtMZpINbsyP-eDl6Z_No4_8gi2scLBT-UW5tBB4To4r795Qw_J7YB6Owy3N'
    'dWJSR08JdcGLgVpcr-Sz8sjiPcWgdqJqWRzHF08mOzQcVIbaTgZFephBOQn9vmQQBl-FFNoP'
    '3GAadMn-eWq7exrJ2abcltJujFgMaMmNpHyE1TRpm5yj0Ryx3Gw7wK7e-bldeYPCAFFJD-Mz'
    'yU5q2NtKQNfYAgWj1yFOQHcvYimu3r39RTSyRF9o5H2SnSrQ1DQYjK0ej_Iu5RxXbR07Uyjk'
    'Qw_DI80-cBgoe9C3DANUejQuPFE7t1yobx87jsemzg3I0xYatWHP6XLUPg3PO-cu0-wEuFuP'
    'XcEYK-AAVTRortDorwgMjqHB3hV6KOh3VWo474Z7W7fGE0wdhvs9ur4ltOtjlJM9hnxkZP6v'
    '4wrhloqtKae4ASx3A09zno0dw_S5GMl5DJLwEhW3a8qmxfNp9vEg4SW3rRs5OadLmqD0tXPv'
    'dt4wYMiUBe4FjwCLlR0M2fPtfOhG9UMsVo3dAe_iwoc8xI4Pb-tDVdDMuJ9tWzqRgcbQIZtQ'
    'ODv5uIH2YZ9Dft_Lui7O-k1vNkoNBRuLjBNZrqO-WH3UDwnxQ6McF4SW8JmqkE5pbUHGQpy4'
    'eRhfFbZO92MreH8xuG7t1HVFCqM34W7CU8cO88jMIZ70yAjGAk806dPefjzxm7B57brXZ457'
    '389E05TlmsrdsovEM0hEO5PkZKX1F4fy0-TrEU4ZeH48Sj9fDVJq6xvEax9I3OcS_9Vn9JUG'
    'iPSVekxScgv54derK5T1LNHp5HPQEE20cr74_IZ-LvRcBOCYixSa76TJI4V9qKjGutV3XSh8'
    'kdhKvelXpuJ5cpKA7rqT0eqwAXtmXNNFqsB_L79js6pMmVw2qmc2-XOFkteO787Ah2vO6Ip7'
    's1PQjxSg_fx0ojV5LH-E4DkPoZKB428CbD7xNB2ZjTyK5wvwukrRB71QUNzcs2vMES3ZRTg8'
    'bmsEPXAQAPNALPGTuAc7Fp4QIlWRnph_1Pl2GIULjo1-EGy-_v-9ObGGxXF0Q7kdgSOq5I2q'
    'ooTBMKiW3cL-UF7weTbVdDO7_V5uV1me49GDVcEjI1Mfekirw2GpTSbMyPmZ6RRL43EokLNa'
    'wVNWK_LsiFtX0kX_FYA1M5jQ0_3oq5x_QN_l6Np_SUQu-h_BUKsE'))
_kg_define('kguardify.runner', (
    'eNqdGmtv27r1u38F0a6QhCtrTQcMgwffIcujyJolQZKL3oskUxWJstXIpEpKSbze-993ziH1'
    'ltN2RhHLInneb_Y1u7o4_HV-msVcaD4_SbgoszTjasHeX5zO3wVv51Lk29mrV6-uymjFma6K'
    'Qqpywco1Zxfbci0F01nCmUzp1YoLrqKSJ0zzTQTAYlZEZbzmOpjNrmFDEMs4zlia5VyzOMpz'
    'JgVnl5WAc0zef-YxAN_gEaYq3KN4LFXCntZRyQ7wrOB5zmeFko-AxXWe1hxIKFUWl445yLXn'
    's4g9cpXASwLDXClizgrAgZg99rlKVgCcw6btTHEtKxU3TOAWFomEFSoTpaZ3CY8znUmhfVrB'
    'VzH8KlVEW8zJGfwUOpUK6IC9loNIP7CsBA4yYEqXIJ0NxzNFHm3tWyVzbgW05jmSGUdllMtV'
    'hWg2ACRVcmMIURkQzdwP73_Zvzw8Of4tPNi_3j89f__LEXL9r6vzsxnx6DOea94efOAKRMdK'
    'xUGNhZWw0CwTzN1ED4gIpAviix_MAgjc8AQHlJTlCOJ9leXlHM6X0X1O0jvNRPXM_hrsvQNu'
    'jjb3PElASSAhObCOrhksUCgiiUDLeXavIrVlaHQBWt1slm3Q4NhnLUX9LHX9pHj9pLd6RoTF'
    'EswjRvHrILqPmV3_d1QUmViZPcD9GlDVaxfw0yyUW9zUvFeylADPZ9f8uTw5n5lND6sKaM3S'
    'bdAqyZ44qF_4RjiZ8IHGKAlzCbZun1GgI0g6jkQNJQcbD2XqmwcQjir18AAZcH3gOIpLMEx6'
    'F5ZA63A3oH8wmrUnTs8PPoQfTs4Or4ZbdSyLBvChtXqfCTTqPNN8NnvNPq6NbbBJe08ke8rK'
    'NRhjY-zBjKzVZ1cH5xdHzXd4dHbIlmzPZ-989pfZ8eXRUXh4dHDqM3rcPwUy7fP5x7Ojy87e'
    's_Pw-Jezg-uT8zN46zysQiFDXcXrMK0EqT8MnRl6Q3hxeXR88ivu-vAeXzBnNpvFeaQ1u5A6'
    'w71urWpvMWPwAcvbr52ksHuYSzYLdhPwnG90cAo6xQVvwUQFtq40-Sr4O8UjsdIBWjDCQztH'
    'M1f0C9Xa_gKs1UZ0fldKgchCRALfZmE2S3jKcgnm0xidy8VjpiQctcZ9Azt93H7ns_gpWZBh'
    'e2z-c2uXhj20f5CHPR-seOk6E_HE8Wh3ltIBcxQ_ipeVEi3QAE0oRA91EaOLu73A2DoYo-s1'
    'cFwgi_2ZOZmI8yrhDj7nGDPoKc55JKoiWDtekOkQheZ6I7SNDyEwA9muWJdzW-P2rOCMKkMR'
    'bbiLf0ioJBn4blRuFY4bIPqxq9-uDsAEwSKPT86OBKsNi91vIZ5rDDmUwHA_A0kI3uh7A9JV'
    'PKB05CrnP7dPP1kwt8mt68JP79b7k-PT2R4Pm2ClZFW4ex7Ka2MiLu6ynNR5KDR5kWRN3PgM'
    'FF77a581C7rrDD9RQA2SalNoF9OkmwRhpOkJ4jyKfklqBHuCQBA-8K1eXquK1xI1acrodydi'
    '4CAJsiSDALME90tBac5In04Y4oL7RnsMQgl7ox32hgE9BgXwFfDnQnktRAw4BJBiVTIB0iyE'
    'FNQAMIAewATROyAEA9pApScSt-P0VOLUYLwRaQ5R_DKkOtaYGsfQihIMw0xkZRi6mucQ63c7'
    'M_udnWGRtKQvv2G2-cgKooRJUYO9bRjoL5Ca8KEVncUPG6QO6h_ATvOoDQDiy75sDiMLnWy4'
    '3BGpiB4GEkOKAniuQwNFRUyRu6MSOPX-qdNuf23KNOADfVE-CWuSmrn4IsnAQUqpto6GhSjB'
    'BSzcYA1o9f4-4P41hRXMaRsmQJLMViyIw8eIXgkAwQZ1UtAXAHGwYOhEU9ojj0PBaBMmaXs_'
    'TrLbnnaz1EqFhI5g-ggV5IhIQ7BaYlH2X6zhS3ddvw5TQea5xhKvr6EAPU53pQ-oOjz0qEAY'
    'KN8aCm0JHqO8QhCLkT32Sft9yb5OkzSVPwCPVxP3R59ZvgFvwU3A7b2UubvDUDDMOR3O6DC4'
    'CFo2_AVG6UtDSVN2TBqieaDLBNb6J22JCqUPKfUOwNzcjfT-oK3ey6rIudE-lL305843p81S'
    '8_YOQX0dMEmsQzzn05DwCOp4wB0kA_O2DS7mDdn62NeNPJ_BFwwqBD0NGRuTCdY6hYY9O8VI'
    'uPv0nXWO8UGwAMgr9uRADnhkB6F5dA9q_EFcj5H6ISRNE7joapRO1QnwzhrIzESV-Xze6Uh8'
    '6nih_YEKAqNLt8-dv_xpNKujJ5sxoDC1dNRl7N2ErtHdCnQ33D6MLgWZN3lC7d3G3qedmtYC'
    'yE9cQOVBPzs2h24Qmg48qUnMhxTCu-o7qCZ0yGqRtzqAVl9hIIWXN2_vAhObwf7sbyyrve4L'
    'U1kPQwF56w3BIl25eOBL9_SX5iRJ7wtJr7prOSXjHnAa_RBXkTfh90GUJC6sDZiLhsxFXeY6'
    'CoCa2cZZS1S_1MWgOSqVqHitdV8H7a71op3aUYrPelOUb5nslPVaSJa-jUw69A0z8jUm23IN'
    'kRqxQR5Psc2lLA5qgahv0nWaKQ31Dw6IcJzD1mSfugMIIoN8whYWgEF3L1Mcx2yiLXijwmED'
    'nrL5nnI_ogt2RNjGrdAVfLJ5-CL1UcyovcTvGJvf0fFEctm1lQKJD0HLH8Qicmms6UBvE-5q'
    'xLQ0UwH3q5tD2IEetaJzbloA1fjGhzcAgNAGGfTpkHIxJqQF1tYI_4-JWrP5WLgDoEQSEd-H'
    '5PUglWo7jjA0M4CyXVBPgwVxLBPQ19KpynT-N6jYuVJS6aWjoUOWK1A3hwas4I6HBVq6mCQW'
    'Cyssj6jMcr3RniakY4HWzE9c_OMbSVqVtNVsCCybHrcPjj_HvCjZEX1hnwhUwbsFmqCQXyBA'
    '_PP06O3bPTZvp4y6jLY4IUSLzPR01B3ZXn81jQBQUgvtOTZuNd4dSwHNccVHtR0O6Fo57Aj9'
    'zXod_i3CxPN2Uk0NqpFksmsXjVhrWDXpbRljmatjbNPrklwbSb8cSaCb1zi7pjGRHXPdQjih'
    'Eh6jCqJYQN-5qHvPcltAz_Ice0FIM4MwJIzjarmpSftSq0vO4EmBY7k7G--vDkW2BTP8O2Tg'
    '8NNS_IcH251b0el6eI5TAWCW-l_FcUrnvIjcAb72Fm_neyCvy8vzS2QSQCKbBqtFNlExB2le'
    '6XWvrOw7wUAtU6OmUW9RN5J9orG_WHZGpZ1B0oD5OvDt6lYMpKneoj1xg0DuuoD1gB6bHftd'
    '0-zF1WDDISkl1ML0CnFyAyMqdIYd05q-TIBRLMrMrGOKtFZZNB7GlrsdFpPTdfIFSqQ7AgOw'
    'dpbV7acv65ZtJU1S9fF2AoJUPQHFuWZWD7wQne7dmHTmAa-hDtcPi-aegexUt2cikAROmHHW'
    'H8tiawqLyNzVrKNu8o7XkQCxGjSW6qCXCmWaUgRrypcJf6Bmh-orO1x3jaR8PO31Uyuyh6P6'
    '0kC1ncUYplm4cVNh53h3ZMJlV4kJ9hgTZ7HzMOUenqZd_Wa8OzfDFD3l5NQk3VgI2Fk0szKk'
    'hBriwcCMwp9jGl4zgh92BLA5E-ClPy_Z212tfRdt29j3kLfz_RecbNAo1iAbIAlmnTxSUSnV'
    'mE5qFHelq04X2RUzge56p0k_o_TScc6Xc8uPJYKp4S3mxv8nzDeKHUtgo1eY7D7uX56dnL3H'
    'gA-VHd4vVaD2ZoZZO5Pfn-UOi5qR1joYTs6Ozy14jFZQYUApXZpkOsKCthLpbsjZka3eJPBv'
    '_iYZZaqEuiAydpnbLxDdno_0fDN_1c348NJ2-hLr-9oZ6LgwsnyjIZ9svKjskbrp7ZqcRqGq'
    'NVG04d3wzUShKYoKRY925ujT4QWimqDj1atXh5Jr02FhiGEuBD_FVwB3DhUetkqVwAXPXNTT'
    'ffUnBPnpH4xd05XytvUE3QvRvrkix3N27GpwII1QcGQ46a5E9gWvSnVG0b87CX5gJXR_gpVP'
    'WUz9Kc7pmgsYwIWRAcSWNFcu_QGBEezgKs0IC-oshwbbNK_vTrWbO07XxompfG9iCs4cCZuH'
    'HorvBtOBb6mtac1fVtI3OWovkGxQQGhIU3trOlnZGMC1zXXC5ezFjW20bvltg_R3Mdy_IhqK'
    't5sOXuS5M46hRNzc-75EBO3cQQUY0nXHgIFxCTaxkqXUOB34RGc_sXtOl7yGZqwfFNQtdEHX'
    'tJx4O27_JwrYVFu1dE2VarJpBodySekehjIY0dCGClOB2NuB9kJ8KBkDx8olFdbsXpJFVyPd'
    'Msfg74ge6pah4C2C3ZEvEls3RRO1lwFwJmxYwsLI68OnkvW7B1oI_RGhU5WK8KF5e9wFnwqi'
    'kC7oLAoMPjukgsCUfEJY7RXzKCvDDlAqUkCgRrmzvsaGbe_aiwRISaDED3x7hD2gS2F39j97'
    'E3a_'))
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

