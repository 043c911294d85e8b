// SPDX-License-Identifier: GPL-2.0-only
// Generated from cocci/src/kguardify.smpl by tool/kguardify/coccigen.py: edit those.
/// Convert locks to guard()/scoped_guard(), allocations to __free() and file
/// descriptors to CLASS(fd)/CLASS(get_unused_fd),
/// judging each function's resources together, so that an exit that unlocks
/// and frees ('out: mutex_unlock(&l); kfree(p); return ret;') goes away when
/// all of them convert, in LIFO order. What kguardify runs; guard_lock.cocci,
/// free_alloc.cocci and class_fd.cocci hold the same rules one idiom at a time.
///
//# Declined, with the reason in report mode: see guard_lock.cocci,
//# free_alloc.cocci and class_fd.cocci; a function converts whole or not at all.
//
// Confidence: High
// Copyright: (C) 2026 The kguardify authors.
// Comments: Generated from cocci/src/ and kguardify's Python checks.
// Options: --no-includes --include-headers --max-width 100
// Keywords: guard, scoped_guard, __free, return_ptr, no_free_ptr, CLASS, take_fd
virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
# Embedded kguardify modules: cscan, catalogue, scope, lockcheck, freecheck, classcheck, judge, runner.
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
    'eNqtO2l308iW3_0rqsmjJYHtkP5oOszJg_QcDpBwOpnp6bGNUKxyIi-Sn0ompNv897lLbVps'
    '0q8HzgFbqrp197V8JK4-vvmfwftsJnMlB29TmVfZPJPlSPznx_eDn4YvBkW-eug9efLkqkpu'
    'pVDbzaYoq5FIhFonq5V4LdQsyXNZirCSXysxeCWqYgnQ8NN8m8-qrOAvqkoquYYDRFVKqaJh'
    'r_e2EpkSeVEBuNdik5RKlkMBT5d5ca_E_V0Ci-_g1KrczqptmazE7E7OlrBHynQkZsUaAap-'
    'D1Zk-a0SSZ6KTSk3ZTGTShWlWGW5VGKdqKVMRbGt-uKmTGZLWeHDCqClfYumuCnSTKrevNgC'
    'GDh7nq3g8FmxkX2CzLhoMpQo5oA37HkQCZxMZInwZlUAgn2RzY_lSsl-b1UUG0Ysq2SZVIDU'
    'OpmVBaxR9xmg0BezRElaUZRpliflg1glN7C7L26LquiLUgLxeb93U8pkCcsLkFK-BaTkVyBW'
    'KcTd4YWcvb4Dxq6LdAsEwCe5vpFpChz4IsubpMrWIsurgui5lTliBe-Gs2I2y4hoJUIlZY8e'
    'wILh5iECbAugQGwVvNWMyNOkTIHFwFLAGTWlD9IUqZwVRCiTnRe9Uq7g1C-AyxrVRw1Ro3o9'
    '_gbk9eZlsQa6VivJCjNMbmZ6MegDs40XVQ8bkLR5d5GsZXq93awk0Hz57vwi_vVcnAJEIGa9'
    'AUrCnoA_ZfBk_OnJJJ8-e7KbBONPkwA_T4Ld-Gzwv8ngj3g6uX-2mwz_Y5KOJ_fD6bNAb9v9'
    '_PPp7tWrU3iHf3eDV7vJ88nz3WAAb-DFDl-f7k5Pdz-c7n78cTeBv7vx4Pmz46c_ftpNT3dH'
    'R7vJVRD1eu_Of__t8tc38dX12fX5h_OL6yvAEyj6Ay2vYjTDIJsHfRGg4uD_86LE_-7vgBD8'
    'kBb4L2sNfkK9oedynmxXVdAnKCJArcHnrDf4iTSHtmjdCaKo9_7y8mP87u3Fmzoq4Z5zUX1x'
    '2-XH84vzX3HPn0EYjEQQ4dsxfpripz_x07fgW-_1-8srXuiAB9H0G7DjSFw_bOQgU3fiHpQe'
    'NQrsbZ08oPXOZArm4MwyByHXzXHYu7i8jn_5r4vX128vL-KLsw_nTRqYk01KHO8cb1T2hyzm'
    'hnkH_gRxnFTgaG62lYxj3ArKSFvxFX-G58CiXm-2SpQSV-Abz8uyKMPzrzO5QWqiEZ0D-n8N'
    'RkQ-My0ke8G7BEyEbOsu2ehP2ruCR5IlmZwaku3oE67R2YbODDR4hDtCv0nfYB_6bLB5-irz'
    'lL9YNKt11YYBx1zmnsMbis_LLFWfRVJKcMAKfYbnDdnzoZNbO_cHa-EbgUM_CA5OOz3tayMA'
    'eieT9DN6KaJ3k-ToWPEz6moJPgHtHYIDnHInVabYVOAAEO4xSfaYYR4bBwvOSoMgP0oKZB-h'
    'cQhgyK2sEJ1izgyDN6wSQJVzqy9FODjpi8FJBNFI5rislBy0ckmCwM3LDDn6PW7zylSNRIVc'
    'HgfIdtCd4XA4pZfICPMSNvRxF79BAviAHpoO4Crz2apQyJlmQLLf-xjvZLkuFJoOKM-w95G4'
    'qMBU-BTEQCNgdOEXbXVtfXBI1Kk05nHEp0CITiDEwsmG4-CesjxDoIHSazAsW6Bxg2MYUmOw'
    '8tyCPwJQc4UCm6N_cauQCdIs81fhuRTgkUXgjYhxv5mEAvMB4p22LlVRjAYcJETIh4p2kf6C'
    'qG1QnhUpeJ4PZ1fvwItffryqB5oyGE_yoyeT4HgKDu7N21_PwTn99_nepceTCS5ER3Zx_tv7'
    'txfnrUWfIErBkn--P7t4hyACMakm5WQ--YL0AFuJkNAae8R5Vmnt95-rJF-iGrhUCViPVrIi'
    '6yJl6M6Z-mIpJYZaVmJki2EvBXV5j8uA82KzSmZyKM5EcBSwWmA2lGYlxnJwaGQ4lEaS2BAl'
    'Zd08ZBTg4TPYguBe1jaWW8gc4W0Bh4sbyNoUaOjdQB_NfoCyJnzPDoOJRKyyClEyxIIRonzp'
    'oH9ti0qi6WtlkAjCeQEiKwQvtM3RekD06OgK9IT3kPFiYorLNBaUFiVEOoUwpt8Cy9G_M6Ma'
    'ihRZ77HJgBXgFVaZqsYgvSlIesx2n-Kxp-JFOxYdkYsfj3DFFIGjIAgQbcwgEcONIG4ID7g0'
    'YicMqLC5wdvrcgtpE50DqkSCCZ0p9q3nIrW6gINGNkSC-wNvD4zF8-1T5OSpAJaF8AkwiOwb'
    'Rm2YbMCqU8JnjDtHdNx03zrPNoZqexMGAtwlbWY0Yc00cps1t-ApU0WxQWTiZ5E7zNewwpnw'
    'UMmknN0RRuBvHawlEjKkY8IIohnsI3-Q2xXwzOMm6uFSvILTqFBAHLPRcjrEwmQTsgVHo1qK'
    'UZPFLwlA92EDsFMfb7IdzOLskxm6cTxoOXUb4dlSPBcnPihYCL5jkgcHziddsHJc2V1HjU01'
    'qketlGkBoGJrwbERNjiTqLWWFQ7qmUX7HdKx6MLnOHg0EzW6eD4LErOEuzA4Pg4Qn27kaTWE'
    'qzREhnXijctyhLwAzXrBarH4G9RZCtuYPnscps-IIhD7T4_EFpf-LXko-ZfEQGqhffF-pdAI'
    'oPq2kCAErGLvcyfak3AiJ4JguCjAGfHqSIfMDvWk4Anm77wd_G-D6G-U81EiY0MThhIKKiMK'
    'KTYYFKUXUugjicm4evTJdYeMnMk8b7Voe6tGKlF3WR6byElBJKh7ao8fznctfO_WdiiL6SPc'
    'hwa6aC89DqwTbKvzoqHOyw5VXrRV2arx0qnxsqbGnpOYTPZgQCZNatTAAp6d1mA1FZwWnPRq'
    'hGt9aur1Y7XJ5Cb3d5DD6qwkU03VMmk-ve_jRtYknX9R0kHZDfZmqCjAlhbo4SZR1UFl5BO1'
    'yLPpIQW1hteppIf0xiZbj9UiloSoyZKk3cl86jVC_R5yh89lwZRMUXE8Hfkb-Vm4Ht6WxXYT'
    'QqVo7QA_ogyjSMyxSYcplekpkXaivPRB0dQm4FBjxKanGHLvc-QfT-ik2axyNZ1Vhg_JhuQC'
    'wOVXFBLn2RocUyd0o86uQa2AcriCwsXlkAmUVaPGMdih-WaKtdlSY6Xf6AwTKYVkEU5CcmW-'
    'XVM3UBPiWUlGzB5SwwJW6iZQXZh0jPHKXjLF0c3brTtDrdQCmyAEBDVGHzFmVMb0fDw4mU4J'
    'zFT8cGphtiNkmWSgM67_EmzzmwTiCxQd4iml_rqYeZoG4qkIDSRiBWtE1PZATOCm2IT1d8R-'
    'sKFWXOcXi6n18kAkC6N3AFO24n14djDj-72r7j9taD7l2mSIBq3uLs6rRtlpdWvk2gPYaBi_'
    'cIpGJgUlrjUmdsjkbBxDeKtRI2OTPka6yGKUmD9xMefaRXlq3id8dTUzK1bbdd7tlC9t3yAR'
    'J4ObBLlP7hWjyAv9gAGIUG3Q5gOFFfQXHJgUuSvmahiOCcZAnEzBgfJ2n4_dKDM9HXiuir64'
    'y1xVx3sjhO_55lUBzvku81KIDIuyEJ4_x-0Y-8TxsRfsWCURXVg6FT-fGhTqGV5BpV16IEYS'
    'cnjcoO6s6egT120stuVMWt6fidfc2cUeRFICo-c6i-JZz8hMb6x5gsraMQ5rJ7dETSUbx9hu'
    'iuNQydW8L-p6Ws-OcAV7JQ5h9Rf64FPXZokaO3nUderikLevsZYQJVi1iOHBaWywJtQ0usa6'
    'mCMDOHvrukB79np2_8Bvjmn0JE4qzbS9Wqil9tZEI0orOE65_ofzW5SKDE6sffg24pAf3soq'
    'NBsGJ5FDC2l_DEpG1YxdOQaajR5QO5ekdc59md7ntAUXPVbc2Oa1Tor0QSM5Bw9jwBBgbLG2'
    'wNGoM_a2OaGgCOb50PZAI1O3NFEoZyNtSnsJAKabJ14TVjVHm1nOX4sy9VIKwAZ4Z7QWjhsa'
    '08PPHBTYsW-p7aMTCnJQjfYLZZQAznPyqJZkNsqkno9NMvw1mCD-GbSj_xzzWMus-EaCMUhk'
    'Wa3H40GEDXoS3a6eLFAk1ISled6uT20W4PdfKEHWQzevTdOsJgi4qSg6EDeyZscnnRVYAe88'
    '1B8rO8xpCJ512UfiaplBUgpZCc1dkhyYktABPLUWaju7w4F3HCezf22hIlbh1witPI7XW1XF'
    'd8UqhSfDWr3wCpuYVJKhxBdTJ77IEx_qe0yTHstNr6RAhfFWDOpNLuqXnbgzlnxGrfzD4Zy3'
    'giJzNyaGOcvaMZ2ydE0522TB-OXT-UMDupb5hemd7qd7D822DoaTUGnjTMUZXt4Ifdoji4h-'
    'gDbVHpzux-tIBDjkFeQ4EvAwUo_0A76RIb7i2xyLFtibgF5gcTvCmPDAw8y8QMqHdtRjbF4j'
    'ZIiBnJDCYlgGn8Kr369en71_v3t9-eHj2XWsv0bxm_Nf3l6cT9J_QMqIsDxvkpS3lGtWTCYl'
    'EEgsneXxDwxzBMk4nOhxjHlVc0IIr64MGvngqQqfqsik4paQPm2BXDdy2S-1Qq3X5QDOPmhZ'
    'y2btxI3HlLSub9nkfyVTNY96exJ6NWYN4sUmo7fNrw6EnG-haRxF5O48-YroMrNVTG7vXXNM'
    'QnpXsqtQGzmje0R6JulO5RmQvM0gTt4nqyXNdfQEh5MpXe5CNvglK7ZKBC9xvv4tQGXmqIVI'
    '1MJUzcdZu3HEeK4Ie_Qvun0AGhLoTGgOpKsMfdRfT9Ngg_HckFZ46kxY1UoAxAg9UOm1k19Q'
    'NhLpfJgk4hSxlqfeFMWq1rnAB6FvKP7dlX-YMsoI2s8wDkQPl53oCwn1W1pG1Dza50ZVgA5B'
    '6ZzvM8H7bKWhaKAco-ozBviAlZ5WNsq4dWW4UF_t8PW6aP7I2hWajw11YNUZhoiOXKRVgTsm'
    'yK-gyTj_4y4b8QPYHES97iSmEq4pYY5tpylU33sJg9OuLFUulWq33-otOB5-17upWdrnbnuT'
    '_Y1-Op5kchn4HDVjAF0JCUjugdcT0Y6ITp4OacpHYkEYKurb2xJgNgH8w4Q-d1GLeZHNfWYU'
    'kNcajrCfjpM5dgea-RpoYr6HOg8IFrgthuLWmodf-Glpd2ZCt7Dq7C3w_sc-BtdPbjKZtu5h'
    'M91VavJ4wa6pxeNOvx_jvZmQbSHjAYpjiZHGwkmB_Nyey1HRvyMb9DR_UTY-C6rD9IcE_v-J'
    'dpRtWniSPYB7VkeZFMd3Ip2pHjO00edu-pi0EJiU4t0Mtuhmq8_1IR8rDs_EeRIfs_vqEkMf'
    '4-oedaTrfk1x4Kz9LwpjsU8YiF3NKZA6Nm8zenp4yAsesGIUxqgjq-eeEfYcFsg1BKzLSrfX'
    'lZ9uZnqyXxG-I2264WvkPStWkCM9Qt41qWj2tMzESKXmfauo72Fs1Z4uho4OaQly-adDyqHv'
    'lh5Qjz2awfkySbGe1epHsDmqP6GEZp-2dNxo_S5hh7S--g5NzdDWwgr5qy-VthCxCQUNCbs8'
    'C979o5WeL6ND6PIJgnnFW1gbDTLdMrJ3Ww9ThGceouZlu2Rl-HK9qR5a4PeyKmuDbsTWlr0Q'
    'kcZesCA7bCz1go49AXOr0z94-kXYjAIxqeksX1uvREjmsB_ITzUg0R520SXUDmk4xddsa_NT'
    'm3JmJ91dlNrSpeOOeTcn2tR28iXcn7PSytq010SWFrd069oZQehySM_QG1edDuQT7VSinVHh'
    'XfW_kVPsyyt0FKtsRnHAwGu1jjacr5sy-DcdjS6U2sw8XDZ6fVJKVnRs61AVbOHVitHIK878'
    'TKOzOrNtAiq0UA90eHQlGWVL7mtN3X5oqFvLI4ReLYaIdE5HfeB_bzLqZto1kB3jUVtmGqPQ'
    'THPBp8mv5kiqzrrvs82xrD77bvEMWOQXsFyym0GyvvFYoyXztKyuz4dl3hwIQejwbqbQJZSO'
    'XypxJ4e6zKCTf3nw0HV1qmvSYEr0hddz3Bvn9t1s2j-PWHg920d0_s2h34JDdzv960ZNqb5s'
    'WkIzMnqaauVpXFntakqfe8uu4ac9XLMF2PhJQmNsrsRiq5A_KqPf7fiTWRHiPWvCMhFL-YA_'
    '9hHbDTb5MBNrjs1D17AlFEz5a-OFeVyjDvuIIcaHkeDuEP9YBGh1v3fAWz1Aifkt2dhvJulV'
    'U0fY75lcpSL0fkqhQfLVIDyLQhtf13EKDXG-uMer54auBwKkfKzsbQgo51Gp8OWQfhdipc-7'
    '6OduRBt1dfR2UDGitW9bfRn-hAF_5VHjgTctbfrA_ezp4kptsKS7hKmUG6kqv1uI1o7anmR4'
    'aV-PcjGDM_eV-NcHQPeF_9MZe-lnrUc17v4BmDM9xmvoe0cUhxlpZpOORcRKg14HS_2ZIG3e'
    'OxasDe4aXU0nbBbRDV54yW9j_tlR2BRA3_2CyHZlu9hOP6ECi-oT2frXoNy1iVgCCT89Nn6H'
    'TsZmrWU47tzwPRxQXiVTg039rtdmiCjhOu9XgrA1pMfowLgA41-PDO3Tdg_JH3v3miLUo20z'
    '78TZt5lwjxoj7fYFgM7RJ9KH09zcTflrhPmzdV_XTu2bjraqkXXeIuD_AHpg8wE='))
_kg_define('kguardify.catalogue', (
    'eNq1O9ty3DaW7_0V2HhVJGWKkpzUPHRWyXhteeIajZ2SnJ2pbXVYFIlWM2KTPQQpWbFdtV-z'
    'H7ZfsucCgAC7W5adXVfS4gU4ODecGw6fiIufX_7j4KzMZa3kwetC1l25KGU7FX_5-ezgWXJ0'
    '0NTV_eSbb7656LJrORV51mVVc93LRLxbStFl7bXsRNdKGSixlFkhWyUOfhAdvMwrmdX9Gh5X'
    'a3xcdqKQi7KWKplMbq77rC3Kxb2o5a1shVyVnRKZHkzzEaooGqlE3ZipscjqQvQKHuK0e9HU'
    'coKAYRiiVCqxaoq-kqIFZJR4efrq9ZvT9C-_PD9_GXt36Yu3b17GE_3o7O2Lv-rnR4fHdqTz'
    '-JgnmDevzk9P7c2Ls-cXFxPE7PQf707fvOQHjGaIyAM5ZSueMA2ik6t1lXVSRWLRNitR1nnV'
    'F_IQaZtkbb483D-0z5oFcAVZEfPgTCzKCrnd3NWiKFuZdw3wARen98g5HAFcUbJaxAC9axBE'
    'dlWB1F4iCmVXNjVwKrsXap3VokKhEAgFvCxrVRZSPCkXgC-I6nR1JYtCFgwJ4V_LWrZAQCGS'
    'vMnzkhZUU6E6gAFiBYBXbUbSqe4TVJ_JhJBL00Xf9a1MU1Gu1k3bwaLAn4zwmUz0s2WmlgDB'
    '3P6mmtpcN8pctZJBFqCReZUp5LWBqYoy7-LhFbCulFXBE9ZZh9DN4J_hVmNndTLJVQ5s0SMu'
    '4Pq0bZs2FhdN3-ZyMvnb8xfnby_EiQgDV6eCWAQbOuY8dLVs--PjIJ4I-y_YpYbOZFRE55Y0'
    'D-9dTQwixjg9PwWcWwlSW61BZGEbXF6Feyq6VPuXYSD2RPAxSH5ryjpkCqNo8uL52dn2ebPn'
    'B_-ZHfyezi_v9jWEaPJEnEvY9wqUsK9z1rNumYFQ8lyuO_Hml7Mz1KEVKOctbg_eGg4xYBBA'
    'sWjXSNVFyQSnpBfPXyEOIKff0VZ1YRjcLNDsAKk3t_YKL1IFI0DFb-mRfUevwLbk695jsvcv'
    'uCq7VbZO7aS7uilkugS9rmB23-HDlilMF2W7usta-QA4WrRXV2kr_9kDOQFw9M3bd8DQs9Pn'
    'F6cXI5JeX6Sn5-fp2_MUica1-AlelQv8rcobWd3jVV_rawA5mfzZKnvIAE_etT3YDFU1naLr'
    'aEKvxU9kYaeEMuzMt2CQCmsUEvGqaQXtA9g1Wf7PHizMoSZYAK20_6smv2FDXOMlgZLv161U'
    'CgX-vVg0rW8oDYRSsYFC0z7MoAkERe9ku7SZkAPYru3R1jnzCAcDGofJ92WXoLlBWKssbxs0'
    'Sgy6zlZyuOvu13wHEggCeqSXHD3V4Mdj22s1PBoE_kQgI-k1W25tf-T7rs3ESoIpbfUbYiJx'
    'miDeLaW7tgMRjesUTTRzqKkLElVWTcVV01Qw_FVWKbBK-PrP67YB8Xb3dAeCNWSlizpEhxCh'
    'e4ZVplZnWwkmuYZlWtWleVZVNC7R86JdcO0u-EK4et5OuLjrVVr3ejzBRTo3AOPDEIySkugz'
    'wSaVC7JC8BOm7z7-i7-ZzKv0HV5FZLCi3TtX__MwjgRon_sEaAd5C2ugHiZJtu2XUsQkhIaG'
    '6McRFWAHfAx9S7C5-V-Y-I3X1qHZFBy26mZsGeZok9BdhoB61lddusgoxjjBQRHNU-QHrbZe'
    '9WXVHZR1oDXWRm9t04AfBq4NQ4atCcta2zcDSHPPGEYEqW5SttsdeN8uuwGWF__zX_89rACx'
    'wsTyme3WwGQf_KZm2sWWCVoHMltLlCgxVTNnt4aUC7FMiBScszMU8L3-ZxTuYedPtt6jNuQg'
    'zxo3opsFKT6KNxAeD2RvJW862SCJeHFyQkDJxP4_UvkgsdMNMFpyy7EokdCBM6gyjhq4yr2h'
    'BLPldr640gVeeOHW3F8qBQBaDoNhIGnEAhQ3tb7mIeGA18KMyg2E7paNkta_oQVVzgIAu5UL'
    'MCplfU1pkIFUSNjrLcRQSJdZXzSYZWXitikLsY_jrZ9k1ehBzieb3GBWRswNx-ydnDiozC2c'
    'u6zGtAB0p2lXGTBe0uqhQSPaVEZaekMLR_OXCc3GZXmJR6jGV68QMJOCr1U_HcT8H9uhHQqp'
    'A3zQp0sP3Q2gTwWT-Djoo_TB0gb2NqVRWw2P79VAwV5i-j4k8zr_hXud5_OCobbsuH-6rKxT'
    'MDoUAaDdB3Mf_ejqquYaEWWoYIcyoLmS7bU0xrGBBdupCKzzCwhZ537AWUkJyi0-hJoZsbaH'
    'sTAKspV9nywAjvT8nUQIuJzeDR3zHoItnV2lKbb4hp7knvKaOhRg1xy7bAHdYAz41pFm16SY'
    'XT8cwOGIpOhXaxV-CBh8MPUXCxgyPoaMWTPeLPegMwg0FTB1xnl7uNzB4_mnmMCnN_LeRDUc'
    'cCmsIOQr2S2bwrHMzYqp64A_g45uFTvGTCA0IrVqMggicFK0WwLan4T7-y66CGZmSZrPY_1E'
    'c23-ACuG_YpTkmu4MFyNRRhFFNsRXUM8jZnQQJiVHaKDVSWhc_cEdh3kDIAtTnC8KmjiKrlu'
    'm34dHlvVc9NT3wJqJgxTJs5TSIwYv5Fd9ZlvccTHXFNQ_RXXE1KdnX9M0zbH37KBhAn-9kq2'
    '8AfIymV0eYVBB_w_CEhjMMCC0HgffnCg4F9d1cA5iVpXZYccBX-2rrJchsE-D9vfD6IEUCzX'
    'oeE2DU67Zj0ihGKKwZqvs7YzYbQOZWdzrYrrbgm3R5y99e3WUSiyHLlPq7gCoqdBOPswckcM'
    '9-mJOB5MT2XHR_NPW8cfuONpNBr7OKAwT6MKuPpTibgkW69lXYSBZiVQEkXeMHgyEMT4KDkd'
    'DzFw8mjyCNgmSLMSXA9Cu7y8rFm4kZUpxzzIAgI811JMnaw5pWrnNnGi95rbwggWQmSWL6k6'
    'OsVCxFAbzWosjx5yiVSEZF2xzFWTb9O1Ww7QB99F7I3FosquFSpEbHhF41LteTiXNzqBaxu1'
    'YCIZe2cTr3gbrbKOUkbQ-yeYAZeLj4Qd_Nb4B5XjI0rkI3C6XPA-QmCRZw5IERyjQCE_l54I'
    'HF8gxHF4_oROBMg6IXNwCBc6-FiAGah85iTjoMxZGRVTr0RIoXlyOPWQwm4wFZ3FxogtO8ga'
    'Y5SR0UqSSLQxBlSqK-sRXAvzmb8rN_iK1JEgdm3TZ8gOvvsB71B0DqYehsMwb9fQGL0DYDug'
    'RQY1GjQ_dopOOxIlnZXoaK1wDg_AKBcU29TSnEiQkhptB-xNiBoY10JGHxnhh5fu6838jPdI'
    '1947QVoLdksX4x1HLd9TidnW63fBQmMA83cYhcitjPgWmpyqqaQPXhXQge2nbmThbIkGJJNm'
    '6ONWCcoIGOyIL68wtQMcaNtCBucAic1cb2fyjH8bq_qGFlLp8cTxW2lf581qJWuW_Mwg9lQc'
    'Twno3LHjZG9OkMEJXoYrcIdgSENniNYFwJ2vwkGrY1odLMSemu4VeJ4QkoZpQ_NA9IOimNHi'
    'wKU50mtugORKgkuAARFvgtF-xMSFUSr5pNDPqx1hmu3Ct95WMbUe7S58lj0ifDm83E_2f7zc'
    'P2SHxNGJtvUnMOpie6RyeDj79bKe77uzTOQxqAarhd6yWnxTPI0jnODvdEukgfpaor62WX0t'
    'Qz0tJmZqZR1FgvRwVs7JNoWPDDf8WdHngw692kOmW3OpdFl2cGzYYrTOVvdB65yYyjVq8Wa1'
    'fFcJhirl7XVYDozdlgtlSCmgX2q1zLRO6mMBKiuAicOSJ144fvlX97jsXwPaKuER15T5krea'
    'uiu7ZRikrnt1qgzkaDN7hDwEJByD6Hw65aQSfzF9nlgRj4oHXMTbWOgnh8UGUf6r93j4TP_9'
    'NuJgXG9zh92jRTdKhw-cjeozzugr8QqCR-LkMMKrXj5y3SDYsnZsAtVs9u10Hn01Fsd_WCoO'
    'Jt85mEx2G-DP4kfFzy_Ey3DpWfTlUuHw4CsY8e0OkXwNI554TR0h7yyy7hgL8W-Kfi9Jkmiq'
    'O1_wrAXdEQx-ilHR5Ou0-FHaNJn8dHr28-l56nQlOOcmfGKNKzt34yIbPtZFuG3F-0Dl4ECK'
    'lIJqHKvvEY_h4aJIwSx19_qaokLjzbj0V3DtcJx9bauPQhz592UJ6RfkEJvdRPoEiYLJstb9'
    'KybTMF1GJhQ1xW06VrLO0dQPPeZ5HtE9icOciuFeqqd76vLq4-UV_MHjuNmv33-Y71_SieIH'
    'CnoG6xtpn-47OUIoyYqCRvoxuy0D0SDDPiyfpniaFmL7ypS6Voh1eOE5Mh2x14C4hEzM6RC6'
    'am4ldb9wQ8ayqQqbjh0CC_v3h5rJydLyDvUNWIfTIPNWTXUrHR5CpF2UBfshMcOxc4gr0ReH'
    'eJNA1gFBlPIDjXCYdQgpHiMQ4DUhQVcWEcjtS0WqFEZbq1EW2GSjHk-cY50gCCpEDjrMo6AB'
    '77TOAbMo4sdhLm5IlC5shuYd6gUgd101V2Fg-7UCHSjrhqhhAT-RoMwJV_MP5-AJMjrGC9QM'
    'alyCMAMvKddSyV1W3YTFiBVmeIJIhn6qSpgkoIMY-SIqoV4lAipq3glUaWX67Hp05FNj6qIj'
    'EpSFr6oIWXMZu-1SVNIxi0cHzqBWp9S3N-rzc7oHeZc5Crj9iFpz05wkO2fI_jYnhS_rTT1w'
    'eOgll054r7UeScPEWWJSqU4CXYEKIqfoT5nn24tR3rk1Q2sl9mwAsqGGD4FceQvJecN4jVMt'
    'K71RDk-njVHkW6xKV2y2b2uq3nivkB8oWR9nc25wss1ue0owVMQ1sjFRRoTEjjXTZwGRqy9V'
    'k2dVmJNMHlSZn3QynomiLW8HCy-4xxFDdqotWWPnqBN7COH0BX1Go1AolEHzhmD0tCUz2532'
    'AhiFcMavKSfQI6254sxgNt_URVriAfXbLffPaWTMOktu5SvUc7dQAxJWMMivBu6CJYe9bkf7'
    'WZN2RNR3Kg4OkNkHpqqybiHJGhx029yR3dUnHqilSAEFJfdr-qu7kZz2O-dSLKgQTMFREA1m'
    'dukYNkA1sdTcyPuTKltdFRAzTLeexhEsN0NGHE0BYdfxHf7ViMbDcfmOSNM7TgdVCkRYLqKA'
    'D2KdAM8kmJGDFneMlQVr6mwFEeJ3RzFs2_chZqUtZKlcCm-pAgCo69K4UxGggfBmdjSn2pTm'
    'G8dSnreyQAZu5BKbEWBUPpt-dzRPqt968Pl3vEgOcSpO-b1ch1hkJDwjdKKzdnZwPJ975aah'
    '-i9MtEvQo6TVRzHRZHNsuFfYGh017-6p760z2FMRxWFUOBrkDhzEO31o-aUtKjYWtkG5o1nG'
    'vPkeMris9VBCHi0GPoI99ET8HWOwM7TB4k_J8TNj0mLmeF8r0fQd5_agrm0Nlh0dZTL5919e'
    'n717_YaSMQr2aUWnHVZ3L1ChXoSjNrgwfQeqQGPxMtBFudBpon3M_NtNAIW8LXOZYr8sZQjU'
    'rimcpwNMmAdhPT3EnlofDjxIedYGGB_CMHAEIC_xuenW1RD00xGIYagPY-FPRoP-GZYsthLS'
    'ZerGgYO3qb7eoMV5OULG7VzW8jGHpQzGGeFP5XZmbhdW5TV4clE19bW_uNPzPFrY7X522eE-'
    '1xiMG6VHkGyrtMNTfsTzxz3VZjo6HKPxlIB7Or8oXIA6CTWL0w2eoy-KiAMfGjPgVKRtdvcI'
    'ADhsFxB83dd4GJLydBgw8BbPZI5YunaQAe3NTKlSHNKv7UodZEbPDTvQ_1I7JdqVJr9Jb0oI'
    '0qei69eVnPEvFT-9n3kskiSZ74iwhkMe6k527BLlisPXOjc1-AG06d0S7JP-NGUcWvnuA3GM'
    'das4WOAKQ8Rltqac0cHfPcHADpwAu0yC9B3ySi74-uAHBoJXzBN4eYTvSFhmkH412ahitHnv'
    'Ago-zQiTwSHpEtT2uiC6Zot5GBzxmqYCvK2GN9lxAuGXgIglRMGeCq3vIkKBF9HnPJU7y3CZ'
    '5jFM23kb-bWPmHrg05ib8YEiz7FMP4P66PMTDyAuu6Avlh6HAHbtp6acRudXDjZ60z8WH_P9'
    'i7cAQ9bL6COqMVYPhL52qJvQeGUjpzkHQquWwttxJuwGxi-WGIIpLOfhSfa9qVzpWhc1y-V6'
    'TJg3fQ3oq_J3DA-6EpNzu-Ocl0C0vMOaD_UW4H9_LAlWNgXG_qrwK7NdQtA_OEJk8YmCWKxL'
    '8c6-shRgKMs3sR63QsrTWvkR1l5xQP-R9m9hhhEMNnU5EsFIMF_KFDLGqVtD22Ee_fIGFvWW'
    'bdNfL_EDD4TDAQIVNFB0JFa7ABaCQWPck3HvnX9eaY8IvRXtFyzAGv15XAKm6Dg0yfZQnIsS'
    'Wefgi_FqKd8XJSgRSG82Pf7TkOACmAGHQzBm9sPOgz2VYBscMnSoToIGrNb0YYCv39Hm4fxm'
    'K90oafVLFkO3mwM7oAYJWnRr0c9KKBm6_Jw2RW66syQF5oRbK26oNTcW_5FVvdTXf5X3dOVs'
    'iXWmuP0_z_i0d1MmHumWpcnqBn5DXf7Un2KB_QE1bm5066Ldd8RY4hF61VT1i0X5PgwSeMF6'
    '3Shk0LosXNbB2-SuLTtdGPCaNF1OTpmNj0p3HJZNXQFihmNaRaPok4MFoGb6sQAhrj54vN4w'
    'Epantn7bGdvZtClVRkKujzjV05j2lbdTd-3gMaFfFyHxGKtm_N6LliyryMBmmLLxx8mZgPi1'
    'xqZ8MgMdVdCpNYGNQ9eQIrnmgJ5v7V7QB8ohjfhD1fKshCBl0PcQezT0YbWTXuLnyrvOBCjC'
    'wEEbbbFkXPkbZSsUCj90dafpMCT80A7VhNA50PCa9rBSQJVMlx-f3MN1Arf56dRGQAwI4DkY'
    'dRZ5NE5Fr1A86GmNazf16OBxVYGAq1p-pBweHBALX74-F1yyR4eiq8R0bGCLikQDl6HwDGx2'
    'xJbZKM6J00_AZRoYHokfxPHU-dLCjkVCuGqJ6RR1Td_KNmNq1fekboZgJ8jfUyhQhD0Zy5K_'
    '23JlqZeb_C9sfBhR'))
_kg_define('kguardify.scope', (
    'eNq9PNt220aS7_yKnni9ABySY2XeaMs5iiNnvePYPpIz2Q3NoUGgSSICAS4AWlbi_PvWpa-4'
    'UHR2zubMyCTQXV1d96qu5gNx_fb7_5q8yhJZ1HLyMpVFk60zWc3ED29fTb6ZPp6URX43-uqr'
    'r66beCNFfdjvy6qZidtt3Aj5UVZ3ok7KvZys4lqmIikLeFZnZSF2h7oRyVYmN9PR6EIkuYyL'
    'w158jKssXuVShLHYHOIqHYtYLJfrSkqxL7OikRU-ef7q4vo6ElktKgkzEfbtVhYia-oRLShk'
    'kdZTceEuCaPlpzhpBCItsrVCUEGAufBxn8eJrMU23u9hzyMAWkmE0VRlLmDcR3jZ4OZolZmo'
    'ss22ESu5LmFcDACaQ1UghpuyKQX8LxZ5vJL5iCbRwjymxkGrSsY3oqxohaw4SFEeYNQalpBi'
    'lZfJzRjf4jfYj3oxohdTccV41_i4hOcVQK7LQ5VoFGNGHTbZAH2ashS7GPgB-8yK0Uo2txIo'
    'FsLMOxoaNFVc1Hv4WDRBNIZB4tXLF28AgVRWU_Ea1siKDcH49bDbw3vcIeBTyFsmh1hX5Q63'
    'UGepnIp3W6D4rkwPwM5tmaeIVgmEJq7XAkgmcCf0VcRFOkIua5G43K1kmgLeehmxkYWsYtzK'
    'NCmTJBPrLJf1TNQNzAVJEXm2qmJgKFJ5ikI5GmU7lEcgzIhQS8o8l0kDwlBP41Ui1OvnQP04'
    'A-g8qrnb40bVy9fxTqbvDvtcjvj1Dclltr6bJnUSF3rci0NBkMfiLZEQGHxN3IB_m10Df2Hw'
    'ZVWVIMC3cQ6cXWVFCgstm7jayGY0eiCex3mumEesauAPsEHLFYjvHnhMwsyDSpRHQyFiwnT0'
    '9qery-Xzi1evrsU5suQ31N4mDIPLq6vl23dXwVgE8M8SvuJHfPr84vodfn55rZ_yp-Wbq-Xr'
    'n169CsYjMfCfBoVDf7m8eoOTd1lB_8Sf1Ldlo77zhySPd_tjMPPsRuZ3OPRQ2M919pss1_jp'
    'u5eE7sXV1cV_L69f_nIZRNEITMLLH14v37xt7_scx35Nfyf09xH9_Sv9fUh__53-fqa__zw_'
    'htrTpzTo2TOG-jVBneD6P17--N3lVc_6k2c4aIp_5jCQ4DzAucnkWRGAPsTFBviI38aiKMEu'
    'jv7zpx87YFgIEAoaF_yX7AcRVNkPROP1m-X124vXMDmcnI3F5CwaoQD-HdT8XDQoyPO6qVC_'
    'G_qzGI1GqVyLG3kX1jBwRvIaickzoebNiBpKBmnM9AZkdyzoI0hp1ajPYKUiBa4oq12cZ7UM'
    'G_mpQTWtCCb868Gr5LQ-rMIqeF8TLeH_OEGDqfd51ixBQ-oWHGcn0-l0wTBB6d-V-0kOlj0H'
    'bd_tYgaANhJUFcAcdqCbYCpqQFnGyVaAwWsssukU7QaCwudgXXAkrrIA4s0X9CaV-2YLXx_T'
    't-RQ9Y5C85ag9hLaRp7A7dDTIJz_Hsw8MWO4X5-LM_NY5mZ8tPijd_zEHU-jz89FMA7QompU'
    'AVd_Km1uSk4uDYNg-iu41hB2AuLjDoMndkOMTy1n7SEaThKNToBNrxGqFZB9RNRCl8KvF66A'
    'EKNDeh7hBhnAXwBCECwIIxGitIBRqWvxvUwyNJChtduRkY03BXgfoEuWgh8ZgxtLN8Bx8Wa9'
    'Bg2ryQuyi1IuGFmnR2m5yNKs3JEYenYB9BmdWYD-OkBHFrAUKK9AE_hJsczB18xQ9fQDoFTr'
    'ofkmWqsgWnHyP4esQh-VgMNgKSxzO3kr8z0GaS0cH3BEJZhQgOf3ly9evr5cvri6vBQFkIsm'
    'o4_pbg8m4_YcD2QiExWWBbWFAdzc9cIICAOy5eir6BMR6wkoPodwqUxw86kSgbhWxGsBUqPj'
    'JAERN6M5Ipop40AWDo0DTdFxHtirRqIVUJ52U4oQvAzsDlw2IlOzoK6zIs67PGAW8AQGkOQl'
    'hmEx-990qeJWIM-ENZMiQIOVY7jQYjgYhjQQSKIk_yqIYJcoj2jwa_hL4CBG7iEuzI_FOo83'
    'xNq6Sg6Aeio_2ZA6l-sGED-AlSPsAhZRlqaOtD0AJUC10Lpghc4QkCUPRHBYXmAZeF8mMSqB'
    '0QaXW8u1z98HmrZlZVjmzUMBiSEQLKvWPOTdDCSrqQ4Q5K8h3n20V7lDeIN_I95weQuhXq-Q'
    'OFAUC_ZP2JAGn8Bk4RcrPQSLWI76y-Q7B5YzGM4ckHAYHrfTG1AWm6Y4u5IAZ1VCqnEuXsRo'
    '2QxCxAJLyaxu6Z6mClJJ20IMJ3vt4IXdBotwhuKLnBRhsA6BGtETtmS4bf0gMjYQFd1aNHTO'
    's7Y_ZkqTBHmS1RYrzVprPGwMYjbyDklgHPzW02HMfgoHzqpM78Rt1pBnZ19f3NSEuiL0GoQi'
    'KyCqWIa1zNdjVJaZCdZRHG0sj9CcgOg1LGX9H86ewmSgEfz1H68LpFzhPyTczgmo_4JRBSqm'
    'WdLMVdhlMgmMKn7_w5-hbQpNIKrjrL6RZDtUiKLHOC6dEbtbUhin4JFO9MBDL11TMqMQRo-N'
    'yUyIW4r8yMDd2FwHlxFCVA-7ozUaUxAQ4FN8yJuwHWP6EQrEAyYepcCH6NIKlFpEm9MMlDdE'
    'Br94oynm8oFSvD0Ak8irwx1G0MgZb1RLWTe2Fp9bEqXJeu5RbwrpYWgoOIZwxxJB2ylF58nZ'
    'QsVIBIeiI1zC4lRnK9CITQcp_Cz3pKvD-FHpwccu9JkCi_MgMCk4F60IFyyImhC2BfS1RU61'
    'DUJVP7vJUqSEnp3WnhxmYxyAAigLCOqxMhDioJYUZpzYwJsIWWmo2OXmr7BWJr4mMnReKvxw'
    'gfmvROLH4uk5zHkKbrXghR1q923LcuAm23fIr0jtcAHyIFuQmdkihTYPi1aSqi2C8h_vqoMc'
    'ZqSyo-usqhvHGVCBA5ECmypCoG0KkQHbVcQrMt4Cs9R45C0tQorIGI2IvCaNcrehPbrxJDbL'
    '8PTwdptBwIIv1FokSggy5CCppi-YfLQ0PwKBG0zenf9QEDApoQzNIhjNehIgtvNKb-ARM6mj'
    'g_DGMpmwWXJhsEfX7mHtUcZdKHoTL4CcWFgrmWvNtioPm20fyWuui_UQ3t0dW3esGdzPigES'
    'nkZBdwlLP0pge5bqYXSfbWOicz1NEZ0e_SuojuqiELX6oqq7lguaAY6QOos6O1Y8CVUSxWCy'
    'BpEWceOWfGPxsQRDpwOc6AmTBZXNWl1HEOLijiu1SCCP38WnxvBC2yDDFZV7nIF_OfMo5dl2'
    'BKEse68BV_tYex6CHlK13kZBg7aSVqCFLMdV5auP5WssmS6xBNplOPETzaHHyOdxYSr6FZWA'
    'LAMwbsQSPNfvv3WJB3nvx7YkK5p11YUGt4UYHx4PVPrWwGe96qLX0F7WgsdVQSephmgpxdOW'
    'WNNQpGJFcWhlanOKVDYRJZcbdxRgbHmz9g8qlNQirz0ZBNbysjYeUBB65Um_bG8-EKqwpGPw'
    'Ke5rrkBzLKu-AEKLKbi5CiQ-wCyGKoIYQ3GFEfL8dIm5Tx16iYAN_ceUnNSuycDMnUhGYTUm'
    'WrYCeWmr9O1aQ0ynRJRogaYS49biA0H_QDk5ZDvZpsA3hmpNeVNzhjGFj3gqpdPu2q82su1e'
    'DsXkXlSLdMdaTovquo5sJ7krL2M3HPfsAgZO36hgCBFm_4-f5vjqbEH8IcE_D_x336h3WaHI'
    '7MdvWBD9xhMfmqgmKVGniUg_Wkw8O3cQQbls44HbD-_bO9V11P73MURKCoRXbaUxuGbv3s1r'
    'Z_-QWb_vRCh9MyRbCl1Y97HFpBtxs-VxqwTObnGehbtgzi1aVV4UJZ3BUM3AJfGYlhobsrup'
    'WOTWaQmM0qn9oZJLlC9fpcCjFF7dBY8fYAE0FVzMAfoELbONvhdiWa73yY9xfogbdG9kbKyq'
    'bWM0twKPHoVcryFqBaRZSwo-uiRoK7DutzLPJzdFeVsQomIXJ1UJvpgq5qVks41ai3A_EHYf'
    'bPED9Qj2gaxRRy2ztnVCfF3dnTdsHlFUrR5rSPPHC8wllFqBINHDs4XV7ILI7-c6JGmzlmIY'
    'TXLOwmB-SHvQQmZEkZ5GvXaXqk-e4x8W8qIl4CEr-PueJGq6i5tkG1bBP-cXk1_iyW_Lxfvb'
    'R_8WjA1ekY-l0m97pHkPti4DWBR1ya1eluvQFLfZ3Uk-tDFy9g89Fg-LHNlKJepGTUnRTu5W'
    'slIWh2JTkjH5KckPqUz9Ihln8uBsDCt3uB0gBHqdrJEV0CKcPPv8fhp9-75-9H4VuoSJ4Ds-'
    'DaNvgUSIkM9xktPpBkLOfXhmUy796G8t3hJG0zhNQz3iG1-FaYCim5L_llM0lT-0AFQwIj3W'
    'BVDrElGznTO5G2zOwHI0kMSWRk1pmlzgB1EmEOhTUWmuzAweKN7jCdflAQ2l6wmzL9MXEFpc'
    'n-indPCc3mqFREvcL9JI7jBzHdrE6AIsb89-oxYvCGttdDOPC_RKcYHjAZl-OResAR0iG3pL'
    'wNFlNINWUJn6s3YE3N0nun8KzYOglWt0HK8KFXxL0p6r84yOGeOQF8lqz91Z6q2psKfw_ZbN'
    '2GbPduhK8-UnCA37Sub_Ud62-4Di7pHSTFB0BVF557SeAPWc2MNnIHMAUgRBIpfO0NZE2C9R'
    'VhJe3JbVDbArz8tb0g3suTFnD0GN5xk8kWKdYBWngVEZRMdW6p3SOn3tc8fCuDVVr-eNyNQx'
    'iPZUyyte4VT8xztypD4oisTNiSHnWlwbYQl1EpEhWHigVO7pbAuyNMjaKMkgev7VC91ut3c2'
    'lgDG_vzm6ntspfidD2hnID18wkRsqLImAwsOVpqya3xG7yKnusZHlDiRPujTS_xgj2T8GSRN'
    'NEXJiD8Lz9LqjKf9MXogft6qnL_vsAjFCZ0MNUOButZ1vAE7PvrHxdXLi-9eXbp7swesCufA'
    'b55T3TeEW0BddPZM6g9lc-h9tr4LGzp5wsMXv3hFwqa_ZMWSGcKVx1ZR8r4SJnUKGnYx5dF6'
    'oR4a3SPqaOWjAI3b7uI17KhPDY348-EM7mOqT2jwcFlZQ_zYSWgUsDF82NAR0BJGkwzNEdfF'
    'yNbpNehOIdxU4L38nJ4Ml8GVPSILREo8VhkdCPR5gMLxsMbSEG3gYWqqsE45ClQCrQgYhKC3'
    'BvpQhGZ7CEZ5f9ZHtRm_cNkum_EEZdyJrFhI4k9eCXGojjRUQ_JIRvAo_-6z4EwhY195PUL7'
    'nCtN_UBZaocBohU-Cu04g5ISEg-WSNO9qQ85fcZVB4j9-xkU6AJU1gRD3EIXqnWO60pDW_QQ'
    'JmcyuL-BitsArBbtceZWxqmC2w-xdYbGJt8TOj7nwkkYhETdktHRyuMAW8j_-PRXmaIqIz8c'
    'PC0wqIyttcBHbCyiAcFQvXkunRn7Llkokunp4eunup6mYTPUc7-LNHQMEp-6wrRoMTaLRj0W'
    '6s-LzZ-wWRzIgC9b3QkELii86apDoJqqFRCMiboqoa10ZBvArtHJ9oZwWMGnbr9268Gg401K'
    '7B033qS3rck0NYlQteHaVm0VlnXbndjslr0dXqe13Wyz3snO2rSkioi0jz3asGZKuDrE4O4O'
    'vzhje40MlaiyqSQByzPgn7F72SmiqMBCgpgs91UJk3ZecAEfUITGuqueeDhGUUmxI0bn6T1d'
    'uaec6JiqNoUSd4AviOEtYOg023M3ThIXiPVKJiWmg7pHB1ADRQ3I8jY4KPqSAAPe3BdiNDHm'
    'xzrM4DZuG2xkBRW1zlV_d15ieupCxZIRvdpmqhlwtz9gozwwrLHHVsQbVxtvy0MOeijthABy'
    's9BQGeLkVLkzFhUsWBnk-BSDnnMC5yisDnqNsZHWEZBF6Vgblf75Q9El-wVsWh31kN4rreo_'
    'OehaH6rh2DTLOmvmQ4_HdddWXso91ulfWLscOlyStRMB9FkHESr0Ilq_I-JqWeWIBtAbIuL9'
    'HuYLiYr7MGRTjXpdicqoHGIVS_VEUgbXV_2GfUvl2_x9YYAgp-qChBsPuIE11WDaqpCXXJSh'
    'Kvqzc6Mg0Qn78qUGb2HUWgkN2wIXac2VUxoPTvzvNP72BFbgAyXQoUda0Wyb3C4ScX6LG1OF'
    'TErUg1q0aN0TpulIQ309clZcNi2TxZLctlmdhp1j0d5xDW_FF0oTx6qLVvv3PhEke8esxll8'
    'Ya0v4HD1MeqVpeALI9cv2kcGQT-lwBQ79e0EwMWF0Meyp26AjzT02SxG8-2j2u5BPJeJ2iz3'
    'zn74zEc59umRAwfjgh46qTkfjkRO3xcGBFTB7t-Fz4IH5j7evqwxPb0zJQNVvAogBJhp9X2i'
    'p189MXrWsyHwvEe2dGQ7PNFs6D6XguRHpXM6HNR4W-lnq_QFUsU-KfVu6rWM2oCLOUp76pns'
    'Q-goMp31bb7cJ7gUJXl5B9X3MLLEC4m9keW_OqAcY3HlhGY8IkrRVHfL8sZv6e6EpD9Qb7-5'
    'xGduU-LpZS11J5HyPxgk-zVPCr85zPecr38dAa_CkhXxGI9hOrfAxIo2Tj2ILqvSoaup2QYc'
    'NwMYjKLMBS7Vy6SOWZmJWa0YxVdSRQh0i7ACPObmbE2cMWPkxI4cdIf62i_X27h6adoP6ybL'
    'c4E3E3FKJY8H5OUY0iUnfh774TJdnsUTkuXPXH0JHSEghtvjuw03uwF0bqu-v56x-VPVjBPq'
    'FkKBdqoTG12bsFoLxF2aBIL98MZ4YEUAhRaDww0qPWn7ZRcYpoqdkMDU-Ymi0XCo3NtvoY2i'
    'kgwychZXHdANLjrcxTm4mia2uq7t1uj82J01Aj507KYyVd3e8DZPxt3sDlzBWGgmdt-eLTyp'
    'QeYJt8GJGMhNsS3OuFSLBk4uhwkZRkc4h2WDmeMo3cBYGVu-Vq8vwGc6n67NwZWFpf1zXbJq'
    'g3jTPFiebisVeGaoDKOO3vh227R1mmqc06YnMuu2NR0lJ-7coWg3Pv2_Cf49yP4JaUX3174H'
    '7tSeQy2-0cmyqs-WXIHUsmqtobYXdYk_MRDyxqLZKdmDYybndBVjII84Fpd2Oiz__8LVL6yr'
    '3GsldGQ4Prno0i0UHC_CDN_dMact3eYSUhKv0NRO1_pUy788g1FMq5rAhxfUHTPfe3d_GbG1'
    '2Nv5PDhYdO79aCDUtqG-4AUYx_gdzx1tfNXLPceyDfHP56Et841NUfhYyWwgCXW1FwtyfboY'
    '3V_AUe0su5MPGzyNbR0r7PVvWhiA0fGsnQIE37oeY4cf6ZxURno4kMV7P1DQw5tuBsEHBzr6'
    'c25JJjrM5_uXN_KO7ht-wOLAB9vRqzpPPlQSf5Aj_XD0siHO7c8s1PTBOnbP5UMEhsyKHWGi'
    'FwoWvFOfXHzUtmqDU9bI3UyUq19l0tc0r2iFo8jam5VRwuipooC7tO4ErSTkZYmswUeYDM1r'
    'ZlLHIGN9pDHYE2CSJvrlGBQVbKXD384IDZ8h3nG4vs0ibDZyZJx6amkACUM9x3F0n4sAcleS'
    'fa16k_RD_mEKR-adjsb39aMH8P8wW3_O1rBz-FvgP5gaf0Yon2HtbB29Xw38uojp321hR51W'
    'M-xiH3BFsUdkFNqUWkvivJVvn2DQONN22h3mfKGwt-A_bKkcG9VO1fW17-pQDDaY2Iv8_n1Y'
    '7E-yLYZ0QdU73YOt1zI5NNlH2XfdP66oVZBuSmWFPQlQB5ucseofRoI97eiqHtgdU4rAky2I'
    'tChl7iygbRUf4KkL0LSK0-9jM1UgAPo_xMbt4ZfkCumnW1zB5XtUPY0W_lW0Ixfn3Ota9k5Y'
    '1XuJrhPymkF_OXLHFnY0BRmTVRM-Hgtea81beioes9DgGP17ITCg566Yt8fWbTtdcjjoI0VQ'
    'rrK_8HOiOPXoovpBhHQZNycaJGCp-TUunbKQjPDvctFvnYHkkXhklSsONXMDj5nZghNXLX9I'
    '727j2iCFKu0g2Bantnbp83gNMHJ_8oG6Zh1gxC0urwAOzC41jy9wRwsWUkL6UFixjcGv4cPf'
    'sn2oAY7NMvOz2cKPLWMQiJUvQOrYVFdu2IDDIgbBKfUPh3G0aN8_UUB9GzUca5jfl8A4W6kJ'
    '_dJZaLN_RX5S5wNWnmgKXZeNho4PHtIeBm4xsa04ZU3Dcj4V1mv2hTtmPdfILpdxni-xa20e'
    '4G0ODPf0r-LQ7319yuhHuK51N6L5YTL88k51OOqDIupPdc7tfecV2MtTONAtw-J3EBpqqHSU'
    'lH4HTHUc42fzK0AtwH1xA4436Ro1VJrbL_jN7fSnLkvVOw2pw_8CS5JMow=='))
_kg_define('kguardify.lockcheck', (
    'eNqdG9uO2zb23V_BthtISjTCTHexD06cIkgvCDJIC0wWu9gZrypLtK2OLDmiFNfd5N_3XEiK'
    'lOWZdAdBLVHk4eG5X9hvxM0v3__r4rrMZa3kxZtC1l25LmU7Fz_9cn3xbXJ50dTVcfb111_f'
    'dNlGCtXv903bzUW3lSLfyvxeiXXTiqrJ78XFS7Hps7YQeVN_lK0qm1ols9nrJs_LWlaVFPu2'
    '-SgVLd5n3Vass7xTIpQw-6hH2mYnMobXygy2UCKrRV_TSLOe4VqV7SRPWZet6mJRN922rDew'
    'ouvbWolDCaDKTmxlVUSJeL8tldg1RQ8oFDIvCwCKGxGwTv7eicNWwnMLO_MJ5O_7VipFuGad'
    'yNuyK_OsEkrmHRwLvgPm1TEG3ApR1rC-zLczoMRuzhDCSHQNHVTCjGZNj4hyoMQKf2PR4HYq'
    'b_aySHnXVm4AeCLedLMajsiE4qNrRDZNzJCylazgnNtGSRjsGoAq8wbIoklAmM0aPNShhDm4'
    'COipAHfkF1ChKmsgGfDnh91KFoXEc2iUN7KWbdbBUJIj84DMlVRzoToAiohW5arNgGUoHAlK'
    'x2xW7lAwYI8ZsTBvgN9EK5Vkq1zoz6-bustAGFqe1R33yDb98R2cuXjf7ys548_3RJZyfUxy'
    'lYMU6Hk33a4bTyA6mgnh66yqYvE9sBqFMBY__F6ClNzgnJiWv5XAu_ethNe8ypQCEDEwtexS'
    'ENFVJXfxTDz091u_29up4h6hVeW6GYYQ5qaWxSNwQMpgSQ6i1rTD4n3fyhRFMBYfs7bMYFSl'
    'zTqazb7RYt_XRNvYKMYwoDUQDwVYtJt-Bzot1DbbyzksF0LOxTr8IcKnNT3GYl1lG4UjlziA'
    'D_TFDqs27-eiFAtemSSJ2OC6Mppd__z6bfr2zbvvb-BrSIcNg10PSpWStMdCvzGi9h0fZBDF'
    'eoUCObAL6GWYj6_meWpJWrYfRsvcIfd9cvlqO149jDiv57ZW2Uc5sT2Yj65p5RgLM1uuB3Bt'
    'dkg9AtiBgQhmaIIQ3nJz0hGI8fAZovig-NxjSP7oNIFOUDLHnkDLIdQYuyliFc2hTsGSFfih'
    '39vH9qDkzr7J0YIDGHCpV9hnXmJfXfwBzMANfHE44X6bWmNpPazzhs7R3v1m6eXDcGk1Nd0l'
    'FJ3LIspvwyn8r3JqmcHRXeqPnTmJ_9HgNgbjnGV6gacieZ_6TDEDDmPyHn8uHT09WaYm1im9'
    'kH7tWrDMcrfv0qJUaH9xghmS9WhktO1oaQrRSZvlEyCmvjhDDshduUGH7GJjhgZs9MhoKRwz'
    'q5Cu7uJhcFiuGTm51PBkGHHY5_CMWAZ-akYOSFwDid-WdREOrj2aE3AkPgYULb0xM4b3vFLD'
    'C_suep3NCrkW9wBRpasjcTWknTA6sbHFLUxdik_iXVNL8Er4E2FwWpR5h99ii9eSkYEABkcY'
    'sAmqBj8qIHqEGO9XvdOvIkSQc8FhKy6KEoyBEBSHX-K_9wmf6J7CrXtcH1pqPG2bQ0Qf4AE_'
    'DV408uKFci30pogDnQehJUAfXKa_fQa6vLq-tm7Ypw8df_aPd7gHfgXUDLkd5Oz65GNW9VKF'
    '0WdN7ZKSgu4YIti5JR0EThBkAdXhv0TdDrnL5IUAYaDsPzFuHcJZjuNXv0FwCCEFRP8IlsNo'
    'eNFxN0bBhqIlMzwhMSA6BsY8WKWl9YhPAhGPmlsaam4Q6glH3XbW7eUymk1PivTRySIhSo-d'
    'HU49d2G5m_wfBxAQ20sRBJ4evYYpZQH6fapMAzb06iNLQ5QnaZsHqsK8gnifeWV0Bf6-ESzb'
    'dQNmeStrPBqoTSB2WQcZDk7pDmU9x2RBPPYH0WqJIruG41EqorkPQtVR_nOpCZ2bs6mwAzs4'
    '16E50R8PByhXpepu8YjLk5CaUZyzftOhaDI8LZfEHnr1aKjFU0lZ63Uj8Y2dDZeoNZ-ZjoA0'
    'IoRsdLCzGCHARMkODpX1VRda5bH6dUtcRn1YshhFsbhdRkm230OmGNKI3qoHmVjAxy_amdRo'
    'Iab2sXOQcwpB5gwOYSHGt56Oa7RIcHO0O8A7GhoAkTgBIKZ8spEdIZ406zUcfrBhdAZzNF-I'
    'c0rReD-ifUhAI9yVweudSTJJIfDpkXxKnxOkJwHFSlD8Qjo1KKLBDndgShDUy8gzA4SyFstC'
    'J5CeUKKszn2NjAVn_iQ9nGXzi49sKyv4Jif0D1InEIN1WWcVa9ZCXFyNVnPKb9Y64orezoMD'
    'OSNtD69BMIJCeTI4_WLYh1TE5MpaL9oc0KnhsyFlzE_rmr13SZ7VkhhpkpxIgKaoAU3xBEZc'
    '65rkMh7Ww4jqsraL_LFVUxzTvAJ3HMW05zT3x7uLC4JCENUt4XohrpbMuoRsMTjQaViDybeT'
    '42GDiDltmBxblmrmxZpL07CBLw4swG_XMZIuZsZLmXe22TFyEpk7Cdgy1Tiu3_piwwH146L7'
    'cPx0sqEO4E-tMghIVqt91oIpcYHpcsup2c7yD33ZykIbYFuWQbs9IZMQD7zfSquTZMHQNJBL'
    'IYL6GGjWYNGqk1gEUVg-REjsiiDOaPo2NyU-WKXrllj36prmuYMgR3pZnss9ftWgWVUMeIqB'
    'tujtSAbJySmGoUoqGoaIMk65fvPjz1w9HQJHkFhH3axbj41ht3LjCMeMpiHD6yZ07M4E9Rx9'
    '9KwaQ2PxYgjRbHYaelpDjHGK0SAaHcLQk40AqYAqrLAPYgnigGt0aI3EeAJxZiCeCCv5kd0b'
    'z0iRxjmoxHdArWgb8C8cQsKU7B6CljCrVCP4GXhLJuBJQVtZwP5WXoBkgu3JvTMuVIMEmFK2'
    'Kb5x2dnihsXngHehiq9hLwtoaG2ARWRljmQCfRogTouvwJbTa_AwQThEYNZkjnBqcWwONUPV'
    'iEHCSNLlIrZyGFGnCg6Vb2EKTx3LAo0yigtAkWcHfGgJLJZWqMsVsGEzHDtG10MTs3Un25Qs'
    'J8zWy8Yb8TDvRDE0zccIOgdVDLTUGgZ6YRNoJInpCZ_nfqCCq3pa0eN819Ihe3rjXuCg8DRE'
    'Q-WaUCUY85nv8T0O6WLtIJEPcwrF1bpD2DGK3C1pOwxr0JeifDju4iwWqHC46T5Dw8YCS2MD'
    'TrDrmRjLTaO83eMRmh6eqt-FV-epalf2Nj5bLEbwxEtxdfZIhpTbpiqwy9NisyOryTfoIs95'
    'OmpBMCGqOZWWJt0wWQiszBxT3fyxdtMKsoZiFVmb4glFNSYWR7HdwNG47kBowL2GqttEVgc9'
    'D8u1GFDjMWXVIPeUbNIuc5chclDXVVYE5wgrk8P26GOacoMqBeBp3uz2PTjDlFdo3GmmRp3X'
    'IkPolHKE0wgVnBcsDQUrWYe0csT7Mz5AO-TCiLFCgUCr8cT23qhnyBaWpD6YEPLg0LT3bI4E'
    '9h5RcEIrOYQPivwQuEVflI5o9-5CufKgRCbja3cYs3NPMEA6MPW4HEBuk9HmbteCO1ohh6Qn'
    'MaWPL7YhfYDsXXAcouOpgwSOo7BLkaoWMttsx1RPcgr7k2BlbD930hTGFrIgLqybqmoOICXd'
    'FKeALz4SYzs0xazIHoUpvTA01V1crWePShvHFQVYUOwBo0CD_WY3iRmLCKk5jrFnLSXYpBUW'
    'dFUUPLi94wTPhB1MbCoDKCRSXxWCDsYCnVFTN2sztFHGHwIVCwxgwa5yVL_AxzB60EYMZs9p'
    'iBoFj1n4Yg3aM0qe3R8bwfOGEIMSrEvKY6jYnilb5TAJlhOsRp994-z2YvW08yjGuNufNNSI'
    'ETlZLJc0mB-Ebls29MuEunwSRZ7RNf3gkHJpLayIJfhT8Qz0T79ty-gB543SZyABNqosuLM_'
    'vp-Ahgv3iL7QF3xlDPB4b01it7dtBEF7KZMknRigk0r2lECcJ7rde6pFzlQ09HNo9-WMnemM'
    'nIokE4VmVE-5Zt1Eb2SLsxSffDuAZhhDxfeKnZisTuGdBXd1Htyl9YlY1rHTdAWGUtmUGvVp'
    'r6TmDcz0VBEnPyJVveM90WuizAyxlLV-iL423RTBBWf8H9hnqnYguMHsjshBpe_xydGCdw0Y'
    'WHVrH9PMSZe0dC0TvLgzc-tqmGpQJVErqXTmnw8-rOwbL4yFHAA14UFGDvTiajYU5uzmISs3'
    'jfrBEX9w7WU0ZVvYavlVycmcnf0-Z-7TZSguOQ3awdWhx8I4Uy5ic8E1HrxBs9SB3Zyu0AyV'
    'dfpmizQBy8dzg7rat2XdrcNVv6YqZfQ8wMM696FsUjoH2SrwFhbnplQmYF8KSS07vLZnx4AG'
    'Z9V34xtUVMqR2MWDX1jqJIXiXso9xhOi6Tu0nIm4aXiBnsDr9C2sGJldUhXawMHbTpRW0CLC'
    'x5ZvDB2_INJlurApcPNuFldKz4gaJ6qFC-QQc9nUGIMve2UoHCq28LPP6sgLqg2eEcr9Fd1B'
    'q4_hOA4fHSA6MaQ07ArorUxAhPYVRDrkBRdap-jsiK3ZGDtipD1jKi1N022sOEYcUU10jf2R'
    'UqPfkwPN3WDWzsRm8DwWDiPqVrdkTsIZfUCays8pWp6QQXA3gXc4aVgYVsPJfrx-9dNN-vrV'
    '9TX2YNdt8wfeuOzIWNgblCaTjEUaC9sudK5YYb7sdBHXuuV-NglxrUvo7hAZW3Ca2brNN9Z0'
    'm-C69V6fxtTnPZqLm9xB11rFCiSoglrjXcuh1GF6S6bsOnXZI4zAkviXNkI0IftMX89sm36z'
    'JbXNigvUa93Z45Ic_APV2AM-z-3lTrYkpM1bjqAy7DwArYLAKjTnH3g7cVTAYjJeOcG8mTgu'
    'WaFm9a77AP2ysx235Gbvp6oWTAV4uBexjpON08KSSZ-MmY0CcTfzPbTfJRsh5sk-daJRWqbC'
    'DSMvputEggEW36va2z4wBhrcEBb62ojxAgTV3nfURXqKPkpuOo2WIL-cUISv04IBKms3ERLh'
    'JTazIQrBa8DScSzGHbD_od1B6Rqh-nyr8dQuBwSL7yBj8c8gyLKaKZGm4JPSbduVO9mG4ODs'
    'fUrARA_TlA-9pIsVkXu1AQWmlQl118M2-M_tq4t_Zxd_pMu7w9O_BBzKnYjE5bmOAd1l5hhq'
    'l6l7rVEYIW9LMxdTVFMiGAakviiQoRTIUd95h0cBLCG4KEpIUwHRu1V4d3gW3amndyGgiRvf'
    'Vs18Wy79vGeXbEBB9-EVkcOxgn48qvVDUDK0Q2zCCMsS3iTqBOrjYQFTUePZixJNF9GUls2f'
    'pOquE1sSrOUQ1jHslwtxyaZ7W3rrNVlMnTDU9MOWW_QQmcLvXnx1m7y8OyyjJ-puhXkZTJAq'
    'ByOOEXJ0jnSZQw3aLPQiejQtmXixwHnw3xXtn0FIRNUIRnaUSIKV7cq6l14KkRrCIxZJi5iH'
    'wV0NHL2E1A682zOHB7SAKUnTndmZk-7p1ITPZfeY29U6IaFnl-BLv3ow6AQIWfjdHP6BBlLq'
    '-0n_VE29-QSm5lP_128_9X__G4jjs-jZ7d3hTsVPl0-fw0LUIUpCHiGGCVaNOcx8C2guquhA'
    'O72XR_-qSjG3DbchMDbxiGcKnX6kdpe2pVkA9A6cWsPh8SE7YqxqzQVuOtnZKBJ7tWC4iQJ7'
    'W5U_Mg9IX7AA7tXnceJkCc_saaSeCjQYonqkwRnufSmvYvNA59knk08jbdc9Utk7QtosM7Fi'
    '0y_Cljd6r8F_n1yfOdsHQt8RRl9IO5yc4gy0N5yO_TmSepdihgbgxP0TbxtDSu6S0PUNIiFS'
    'Tzfr57rvRndzcMAenQDR_6aQUvI1pB0qAVO1U-7xuYo1mDi66MPr3VPalAHTDk5n2Jq8WJgm'
    '-Atc7p9eY3dK29OwA6fO_gdFanCY'))
_kg_define('kguardify.freecheck', (
    'eNqtW21z00gS_q5fMexuTlKiqGA_GgxFQbij4AKVsFVX53i1ijWOtZEloZEJ2TX__fplRpqR'
    '5STsHgXBnpee7p5-eaZn8qM4__j6P8fv84UslTx-m8myzZe5bCbinx_fH_8cPz6uyuLW--GH'
    'H87b9EoKtanrqmknol1JsVjJxbUSy6oRaVFUi7TNq1IcPxdJsmykDEKxqMovslHQrGLPe1Ut'
    'Fnkpi0KKuqm-SAVU0lZIGHIr6rRdiWVTrYVfiykTDOI4Dn0R1KlqRd4qcfrL-_eiary358nJ'
    '2RkzEIpl3kB_I1P4rkQKnwqZKimqpagj-O43st00pah9gawK1VaNFP5XWKb2Y-_TKldiXWUb'
    '4CuTizwDIsQIytjKr624WUn43Aj_kzisjXRlupahy6knv9aNVKqT7Gu6aItb1haQLtKGdbRI'
    'S1jxC5CvqK9XX8Tq8IwM8BMVVftKqEVVy0hUNyWodJXXpq9dNdXmaiVYyqRuG9A8KKmsiFFu'
    'iFga-C5WKSrp9cmbt6cnyZuzkxPaQew2i96sKoWig1bVBvTuWTxWDbAimwam0O6WzHVaZqKs'
    '2lVeXonfN-taibzUwpXyhnkHEzhZX8osk1nfeyVBnLSFpniB9gG7WUg1gU0CkmmTiSK_bFIw'
    'EDTEGC3R8_I1GiGw69E-LSowqUVLVpZeLoTuflWVbQr21vCo9rZG5nTnKexe9mlTF9Lj7uur'
    'DayWL29jEDItqquN7AiZhkj8Sxa1bCIQtVmnRa5kAmTlDgWFG6xnn7frNhI3aXE9HAb6vCYT'
    'NkPff3j1Lnn39vT1-XAo6c8MC04_JOcfX55G4jWYqyL9n7Nx4GLv5G0kPsFORwIsTimYH3ni'
    'rj_ya94m4JKXhVxHtH39t2ukVuTLqm9a86are6iCK8CUBfhD1ZjJoee9__Dh4zn4DUj4B0ad'
    'Ngh8MEA_Ev7NCvYeP2QV_sxb2fhh6P1ySoo5ffnvE3diU93MnszJfOEj2JSlwdB7ffLq_cuz'
    'l5_efjiFWY0E-1rXsEBAbDf-r0HwYgJ_wYxVu_1SFeCAhdxuSpVflTLb6v-KqrzaqhUofqva'
    'ZrNoYQRIv5XlZg0tMGkRXqij8NDXdGcvj_-bHv-RzC9uDrEniA_Dpz-BQMACsOV5tCviDezQ'
    'K7DxPAPrD3p7DCdER8FOTmg_bZ3-yNHxDcWbpxTPOCj1bTQbgxP6UCPc2TX1LsCXx3rfUO86'
    'bcEqs4m4rKrC6u3DN0QA2CtZIol80fo8hSZzlOtmA1tpAbEE57uBTuQc1ayw2Knmdd92l2Lo'
    'K_rfmCw-bxYYRyX01uRl3o4OJT0iezgiJ79uKPLTNPD9Ug60YeTBoNSJAEQg5WCeQrOQ6CYg'
    'UiaXENPKLLEkDTAQT7STdnsVYu6ExduZpYA5Sw1xz2pUuNBvOPE3QdG8riCgAtPgAsjWclNS'
    'PASms9sYYybSWFYbiNJTMZvrrw0pMxIJzsMIRXzFOEkrm9S2pGHxNQghHk2Fj1nOnzjODz7U'
    '5uVGdo2UN2Gs8OPfgTcmrJpFvE7VtcxmRBHUBFiCPsoym8eqLvI2AI83VNZAwnLjmOwsQNqh'
    'zR4kHhgK4qzjK8iFdfAkNLRmxxAgQLpAgwCMK1dVW_kh-U7gY2c_7R6pauBXAU9Jv-UqMLN_'
    'thhH3eJgpE6TXMLZmiMSy4Oh6OLwCGLFoQlHGFBeHChumeJ_8VEYvvjJFwc4T0KCqTUEiWiB'
    '0KEPOsnWk53wTAYQp3UN2g5sJ2Mz6NUgjnDn4GfWt90T7e0_QdbrhNTsw35AqKgRhxSyDEgl'
    'AJ6m4knoci4h1TiaASVc7pf6u2X0ff43zoUGikRDu66z1Wh5A1eFL9pFiVwE0aBuV5B6Nw25'
    'WiQe44qdxy3IR5FOxzrNEEdT7vOD2Z_-oO_Y9IXzb75t-Qvk3o98wl88Fhoeu2ohxoxKgC-z'
    'F67mmWG_Jy8hcE92hiCb3v1UDeTGQVqTBBqTHjQ6QZASw0SDJTciwv9dDPSBCO5guSkKzn5-'
    'j9UZSxHyXgIkrG7UIOd0kbCk4MQxKb8sABcGNCoCS_BMUIExkKNOIfjjQvC1j4D50op_WlSt'
    'OZAPY2wPEFWdLuRO_ENyK5lms8fzSff5yXzOy5ccHmyDN2w5UWNTFvm1LG4vgvAFn4mC5MNZ'
    'gsek8MVFAL4TXuioARgRWQt3-UaVImVfz_QpnoK1kShoBTzmXg6CRwdqe6DQApHOlk5r8OVA'
    'dVwEwAb-DfdyQzvruXpl-9lRqeOMnZWYaV3mgWFdZokBkxY42Q8E2lHgW00ixKbQ7zHaOUBQ'
    'tQtB8FgFRxTyf7RYzqfIudNqIzbUBeC1Jr9atSJdYq5OiY7F83Dyj_3JVcM6OrnurPGjPss-'
    'NXqjUxyphj2VsTc3WIBEkXS2F8KxBZCbg0whVFYTPK5FYpXzh2HM1QsCX92Ri8Ii7QupUCO3'
    'Bhysra4hSNad-1GbcQ7oBGTPfMRo9uPq7jHMrs67rjGddp0jirQm8il4aoftnHCCPvgExHWN'
    'qkGtWFaMSQbxQQcAk2pJGmbBZ_mcQU84RFd2qOmxEXoP6cKCS9-Hu74bcsGp7QtuDnErjsWT'
    'eUw0gc9cB4M-RSx3cIxz-BEXATi_uAjF0wFyqSEAsBtnDOcchQBZzGdLC5CA9jszG0Ids2HD'
    'OY-mnS_swATtWOzgmKXtfwQSgHHYE00gE5e3AKYhvR6oIKSV8AMIdTcqCurIkIhs3ga5tzc5'
    'a4wzgnzAZFvcvtC7AzLpgPMAtbPSkDh9utgRx0mSjKGOcT8UZQky2fGJ1_I22DNZ2zjt6p84'
    'bhmSky2xgZj55u4YufkDpdc7C0q4X_qJt2sTD11n9ut0fgg_Hj17jsHjQevtURVqktMUeqe6'
    'ydtVUDMGH7DIcesODtl9IQD8gzFhkAOdJ-L5lBAvejWpX7v3UefeOuUH_gxt__g5_oz9cQ3d'
    '5TUEuLIMq6B4RmUnalMI6wJgGdiBFAfZnW6DLoNRC8cGbtAMB8KybM8s0VDkHdlIrilyd0Q_'
    'j_nzEX0-9r9bRhMZsLaGJaL_n2TO2uQIEdt-ZIwz0iZghRWfAAudVSxjG8fPnyjBCiXrlIuu'
    'ENYUOGchBc0FulQWyNc1NpkshtV5gCzgGwZBD1EWWD1iCkDRgVsB2x4_306n20fT7bPp9vl0'
    'e3EOKtQh33A9TJYGjlTLpZItgQ7GEpgotxR0eomobAOQY11huXrIeIDFCrR4ZjgUq6rIsA7M'
    'tDt5LrHYPSXSf704QoZG1ZHIQDefbdJK6c-mem0wXJOHXQvUvChT4tK6xmatskzXfe8HbyAH'
    'A7-IDLYq9ZcVFbK5GoZAZwDqekjXIu6dEf6L4xgjHR3i00tZdL38k-gi7rNHjpJNlqW1slU_'
    '28sPX3rs44aq4wnqEU0FGjHJgL2Y8rgFP5flLvJcltRPLjztPXQAvBwPNZQDH73UR7qEVy0H'
    'hxae57ah_SSLolJYw8DG8brKYHEAYkiE88OMOEVoZvbRQsy85Wa3x4mb3cVsbPaSY9tgWd2A'
    '9eLI2rxxqv02mksqa2eMs_--ya4kX6Dda7vdRczEuoLxdvBJWkLoasDZwXoko_l38hZ0ky4-'
    'b3KqRWf5ouuI0Ebm--zDPZj05xBd3MZTaGA50ggZy0ocN2VqrGamEHqeVcCktUztfUgJVtVp'
    'B4d2oLQqrdvTCMMcjFgBIe6DeJRC6LqlMog_smk-m4_CxZGwvr9EGFOzvV_iJZXRCau5d4yu'
    'KMGjrCMMNfT1Evrqj0q1eyuAjKRWCNc1dTApJuvzsldNSpUWmzPq77jiEUOkSq3MGuIkRFuL'
    '1UN5y8Ce8EqXVctzqciumbqUS7xbHtSWOoUR_O2UxmOH_HGzlVDIPzGjLGDP_XCU05S9GFW_'
    'oBvcalNg1sHQgXASmLWuHzSz2IJHhdHbichYAHCK-IoG05nqCZXDgGVqmj0GlIV3MHebLDAI'
    'aiy6iwpzTwRmupCWvWE7sGRIGw5Ig93dkp19sdEOlI_uOTH_Le4sd6V1-Wrobvodrba64mcE'
    'tCEVffySNnl6WUjb5QjaEnm8juqROZoA1efCO3Td32Dhgoi_b2AdsLLW5oVKcXXUr6LxJ18z'
    'T_k2ucttO0mBvRuiOiYh4EqPM_ynDTjIVAAG31856bCUockvBIrKPfY62nZBVF8v6mA0IKp-'
    'IJY37jGfjtNuILXcod4NlQK040JQsqJDoI8Ae4oCDvi3eKcVwdIHJ4ECoh9wtqM3VtMqtzVI'
    '6dW4Ksy7j38uP2Jw47itA-zflwUX3xXFoA0Q589V3KMIso4VFZpNdo_pzBOE38Cw7Ft_Nk48'
    'FZlw1dcuTV41BmTryCzdqYemxaYgOqInZ0Bo52fu4VrkHbEO83GfoMn3Ap2-9LMdujOuU3om'
    'BCDA8nzOxmI6UEgCitKMdYc-snOMux2PerJOwnvzWfcEqKx23gBRbavC2gkFCHfJh1__7f_T'
    'cd1dFhkTQTyEhdP-esg8GXE2mYW0LkMIiY3IahCWfZZDUxvdxaKqarSs2Wca-5mu6HpYoWII'
    '3AHWqQj0RGJ4dWYi1ecua_MjF0znn3Voet4Z6NxOJbT0PRkEuUWqKs8kpaqqdjx04I_9iSUc'
    '2L2uIZjHWpaZgUEk63TRVOaeHF-N7Uk0Qyuy3535gxW5WHH3gtY7tQeu6Lxs8_dtsq7xWwSN'
    'kVEATKhfWxeDMzfLD41r3MA8fTzF6EYmwqVMNTA2caS_UTnnGwc0Kfk02p1gxBZJaXmKDI8u'
    'eKTBQzWeTMEKH2jRmDvM4y9HRIr4Eb_KiYgDk78d2WUPkC_TzN-nBBnfrG73TVyDev0HmXZf'
    'PyNLuamaa-cGl_jbW1m7x_qdrbdfumm9yMi8rGSVs1b-giXsLGa_mnM2wRxMR6DVyF48fHWw'
    'oOY2qa41gGb8iFvB17qoWw6gMb7tVAnaoht_7bd_huVd5dD5PuqW-85w3C029kCQgc5YLrc1'
    '8-C1rKdZUyzcgtXp57sHikMnPeBMsCAZ9DmVoJZWVX_7zoUS9FisQgUBl1sSak54fa0zXQpC'
    'O-JwgA3krFXTyixgZWoDzXi7RioFGlcj8reYGcnEzJAmrnTGuT8MhV0lb4TmCODQ1Z2_tr5J'
    'PkdOeA7Dfo-dClsWJ-Zi3gD3qQPju_Jxv4H0ac_DEec5ID6au2nytpWlQfP0Uhl3KXCG1n7Y'
    '14hJESgcGQEuFjcMZPxDfEjQvXGivhldSwxHhZO5U0AHi9RwyyLfybZjWzuPBiO3AtbfwJs6'
    'mKsKoA5gxhQomDy3BX2LmiH5uUPa2RwaqvM-a55IhOiYegW7rMHXxrogbkTbg_TurAiaqjU_'
    'w3Yl6-lhnB97a2SFW6u010UUm8BUP4sxwMUJm9Cz-26FsHMPsMTJ2Vny8dMZUbBwNsYdkVVS'
    '6Us_1Qp-uEMm4O2UgLn0uhOK9JlkJ5rv8nX32uijnBwO7EVG39_swCazVdRi3m7V4_73ks6c'
    '5p1K96sC6_QWz6Q4i38BQVG9rz-bbmosY6Samc4VIUtYhVqvf782uHEGxro3XfS6nIZZtunU'
    'knZO2_ysjQvh8FE6L5YGXuyert0jX3fac68KBxtOzy8cLIOFQA1mnFd_wEsHs7RbjfPVF31H'
    '1ANN9oM3u5BKS9Mtf1dm2PfgzXyj59D9IZfufsfk5jtafK5XwXHmqqJ-Vxn7leB5SQIekSR4'
    'WvOd6ICJsr9dwG_Duia2DQODe9Hk69-soCeGzq94-HPvf8ylCw4='))
_kg_define('kguardify.classcheck', (
    'eNq9GtuS27b1XV-B2tmSjLmsN33paK14XHvd7MTjuFlnJu2uoqFISGJEkTJBaa3E_veeCwAC'
    'EqV18lCPLZMgcHDuN-CxuHn36ufzN0UmKyXPr3NZtcWskM1Q_Ovdm_NvkqfndVXuBo8ePbpp'
    '07kUarNe1007FO1Cimwhs6USs7oRL9-8uLkJI5HV1VY2qqgrJeqZmBWlFLlUWVOs27pRyWAQ'
    'qLbZZK2Y5WImRvDfXLbhLI8uRZIk8LrewGt0GYipzOqVVCJg2LM8FrOIZgYirfJBABBGAlZP'
    'NtVGyXwyg79lOlch_WqAAK77jqtx9BL2mRSVatOyRMADxBMWNLLdNBV8PNze2wcwySN3m8uB'
    'D1D4ANt0KfX2l0Es7heykcTBtpHIn1lRwU7E0jJVahACfWZRlIiXdZbBjBJ4uW7qLU1NWyGB'
    '0zuxTtsF_KiW1svVukVgioUDhDXwpZEpvPIOjSxlqqQIQWod0oBruyiUWNX5prSSxfksrk0j'
    '40FZLKWYAcr0WeS1ZOGv66JqQeqJeA8L0iyD_UHYIpwlyAfk1gQfQK4xMgqR3MFLBMDTnUg1'
    '6XUuxYJfVkOxnG_SJi9mO1EhoYD3fVO0sGNaiRfvrkUGWIM6Xa2mMs9lLgCFmuDMZSWbtIWh'
    'JEPGkSzUEPeqcgApymLapMA51OwEVXswKFao1bDHYNbUK0AFeJ21qMVJOs2E_vyyrtoUuNvw'
    'rHa3Lqq5-fg2Xcn8_WZdygF_tgQkWQosrucbaQGZgVh8J8u1AeisUBmQqWfftKsWlCYtl_vT'
    'VFavLdDwlcwKtLxY3OB4TAu_l7tYvAeZxaxbsCwW8mPRTkCVpqVcxQNx6g-oZj5BXqtY_LpZ'
    're0ysUTIZTGru6EVug9g2gMw142EJawlZnE0GLz54Yd3N-gSmvo3dEdtGAagXmAwwf0CZIgP'
    'eY2_oAdNEMGSAdEkXuLv94Bp2EkhGhISafZhUzQSxd90GDxmv0MzslLtfTUz6LO2lx4A4Fpo'
    'hjYhgDKt67Kbgcq4TUsUuwLFrlBL60pMd6732WpfAbQ8JvMhikDN7xc1WKmSqxR4minHHpZV'
    'fa_YAxN1qkCmixWY0iwtSoAD_oM8wU5YZxuLFAxpnrbFVqL3EuRiFuSdaQ7YMbxWbNVVDd6g'
    'micDcn6T76_fvkLJhERvx-2AuIgSmeX8CzyBh9dpqWQU986eNOk9z-2eTq7q8fC4yhvGAc_T'
    'B6j0G4QWDf75n8mLl__-6frHKyDh92ViVWJJ3msJAhQOnZ8HP169uXpxc-Xr4jIxnrNvUQRc'
    '_66-ByZ34Q0FMpUCMQK5Z6AGLWpCyutANZoiBdVPBq9fTX7i7cImOFN36uu7BH5CVIxPHGXu'
    'pkBRE9xNgQU8TvKNcG4IP7wqCjzL4_nAl_1Ze5bzEnShyMFlHpqPAhcyJEfiG0ewBWxfhxD6'
    'MBwDQ4L3wh2ixRVAOzStx2JLX5cg3WEnaBpbpS3Elty3JFjRRcBAoTcAPQWwRdYGvIQW5xJo'
    'avZXPz4wFJDBFsDw9BSHgB0QhCkaT4gvoXXZQ9dZ76EcifNvtQMXn8TbupLMNAgp73Vwh31e'
    'Xb2-fns1YaFj1L36-f3V21c8ELE2AbBYTDdF2aKHoLALvOMYhwGKPDFMXKDaWdySBe2thlbo'
    'yHGQwiKhhyfwAEEKFG8GT6s0a2oxGonARSAQEqxOr7BwnAWwYRi4NKCteRDYl_DWI6IlAZ9K'
    'g3cHgWBhzG8yq-x0Y5HebJ07LQbOC_IYhEXmfHP9_vqHt0BtIyHQr9aYYDTBL-HzYcg2eKee'
    'zPJPkBd82lSqmFcyhxF8LetqDpbzJHoe3r44_296_ttkfHf_NRrTCP4Fx6NXExysuAvJnFB_'
    'SHUgWGprUiFqwFBHX6vaOajtLaCBwVPR03hMmkSvvkGOh1r0mwqT3dux1QRFScEExYOZAW2V'
    'TOt8Fw1dKeK0BHks_gKClx_XTeBzGRJ2SBg3nehXsI_D34TwZvCqyeBVLWV-S3AhgkEpQI-y'
    'yseRuzFEEAAFiK6SeVNv1uHfIxoDfDt__AAqC3CYI9CjXdhtJ56NoLCYiWfC7EvswKGiMkzu'
    'MCHOJel6DRPDPWfHLDT4fRPFDma3HdrjGBF5IKUxzNOrLiL0MkgvamwUuTpMKHkaowOLry-o'
    'RsM9_9ypCXpkrRwa7G2WIEHEjQx50WVuVnqxsGoSi99xB9INE9k-Rx6RIMUsSZu5QjsNaTYa'
    'eRyNNfa5TjgfxDtGrFYUCmIsRlRd6Rf2YBwkQEGDPTYbzkC2g0GJzQYizBhjJQisTKeytF_5'
    'l-DCz9id6YOt7yt0m0eAUlY9kUgGfILB84u99RC6O5RJKCb31lETWY3-TexxflbR9xJiGXxE'
    'e8JH5m2n4566GMgh51izioXQLYYRXuWPoZAhmNWYUtGG_Rq8t7U4JyD0rG4Jz3NxMTaCQoPu'
    '1Aa8_AmgjCYK3sg8tvKMkadaejGyM95H5ARgN2TE4kCLY1QjLWJHmCcAmsTB-PFfN5Co6kTg'
    'YdXuTRUONmubtFJr2KWCfAryyVtdnAFrNSkmNNiqDSPDMeXacjLiaZjDdcuUgc6M0CGHjuX1'
    'wHV0zjNshsZcZQgRQ9UqMerNmxg_1mTMJnguOMUuTXI2BOSCg35IVeu20pniNOlMhVEgzkRo'
    'tc9LHyK7G42asoyzE3DFTt6UqgllN7Ard1mC6DRO2JcAfEwjJxJtTSUd5WqQ68OrU9Rhhu3E'
    'QZKGif9925wpEy60DlOh6PR3QiQdx1QNWRYOKWpfIDt69DrU6mFMQnNmWtbZ0qgM62LneizG'
    'PEtLCg2eBrokgl6Do-wiTDHsGJKwJAJDwd4AtgSLVqFxMlSUpidCgjpv0k61NZ403eLIM5wQ'
    'S0KmUUYU01x1XwDLvxDTHHbP2nKHkRMwpqUCfWg_ilMJCimt-RVTcJXzjpno3zqG8tx9bHmY'
    '0aUkm9whZtcZiOyIQqbsNNkPQ95-X2_KXLDrBpwXgLtT12g15DbRiNtCYUCWGhx6XC1oTKnA'
    '5yMeeuI2svUVQJk4GzgOwpJL004ZeqftQE0NArClsC3hqF5GzuutZdqAaCABLsgRFJTr6WZT'
    'aByizW0MPUR3UtZ-WmOsEvfqckqMem29hFr_thibYZ6Dua0hjhA5QRUV-1rgpF8hxdCznB3X'
    '1vdYX5ZU9vyxgd5Bm1C7fTrW2Efa6EuwPeDcAbeYOYvC5Zt0xIjrHiI0nbWS2kbaaYB59xDt'
    'EbnPgV5ScO9DSjj4oAbC5so0Dr0YRURZEnS86yHCxDE3xwTAPem4p9w6osQakoodnMxHDx8n'
    '6v9BrEyNh5puMXzS9Rrt8rKu14j77Qda8wEXOI5TJXi-spRcQ0EqGEbRodYBWh-sJ-I-LLqo'
    'D9oQvrWmNHZrPNq6t2jv9AR_ofrOJRl7vT6lG1o_Ak2kzANTwiJaNp5TwyIwkTJwVahLoTWV'
    'GGmw6Yf0cxKhXI5-Zv8oJefqVljiE67UgihzzM0wZ8OqAvN24OhxKXUMkUalitlOqwUHB7IW'
    '3fCMaXvrbb0iWnbBbJrmwTFWy-R-sTu2cAWuKDghJDDXtBVaKCgxILis79GN7QQuhhjTLLu0'
    'y2TZf9Z19buxA8F5Bu-eV2hGSm3ssRYQs9Fjwr6hHTc2bzP3SMOTmsnTeyJnn_C-fHu7tXvA'
    'YrY-JJKKmz_s5PQWfWcvHBOMibuhwaPrizfjug4tCuvrMOSaZELDE16iqdOlLEqOrZO6iAXm'
    'uU0r85DJ1irB5yNO9oHxJoV0TXF3r0sj5jW2DNyT5stA_A0dS0uHu8lAV_FUwFOjw60D2cNs'
    'Bw9WRCZBwtLodEXMnNBUKe1WD9xRZFsafw4KBaUociUIRJqy9iBxe7DVRH3_ns42prB7cuDD'
    'Ls3_8KDl3ipZzmJMW1MCdFw2Nl1uI9v63hfQgQJag_y_t0tb-RFbRIEIkl_rovqiRmmi1mXR'
    'uoF4xW1s7rViE9uyx-tfC7d7Hd7-cjkKo98_j7-OLr8CDURUPA-0oiBu2wJI_O06wYOTdcjm'
    'tqZE2nZANWJBHERjn26vj-qVi6WsQvoaIc8uDkRDLfv99ickd0YpD3K5090W0uwhlzKko0CO'
    '1c0Xe6dvWCLbI7h2AVTOF1SAOncUUpDpetdp5nR3zoe2aTPfUNHKNRaAWW9a0d4XGVXF9aYt'
    '8SwVVZ2Pci7RGfHOfPwFRcYUL1DU6FPSezoOJN12WwVWyW0ZUy_Vsb6O1S5OlK169xdEhx7d'
    '0XYU4oQ9yIj2tHWPq0L77UGslLqFz5zv2C89bSpuN8Tr0Pjr0kabr2NFq_Rj-DT20cQi9Zto'
    'aMawbH0i_jEe9JR6eIQA5qWgRAL7WkMuA29SZSmUw1twl7ylYxL6RDYaHrhhrcVBdzUGRc65'
    'LjC5wNq1wfs4ijMo1qUHkl6d-Hrp0ESnQ6d5CuF8a-VHrdqEPBIQXuhEuTvOqj52sgZeeXPh'
    'FcSJxozfo4O1MIn3Al83ohNf-_rX_vQy0K0x5o2xgi7V7LGFoyXBac6glD-23EQZYTh-Qr_n'
    '_PyEns-DqB9LRg_TF-1jOxRNyX58dwMkMN7MqwJPerLBif6wvWhku8Tk6vi4ojv_iYX7jMWJ'
    '9YSvQUDeDYmhwDtgfTdPxGqjyFE5iT_HaE3dFoJySDfMahAp3sRS9aYBBxp0iQteaiuwY2Zu'
    'zfFagmOaptsIMi8npD_kDMzBFtCG_7QyHhThFOhjN9hzT-8LTsCCjh3BZz8TYOTKkg_ANFB6'
    'gdiFkc565Qe8njY62n8JgXevYViWumF4ATy88DoGJhcc8cWYA3XvOrTw2mUtzBYy0cPj96N5'
    'CoJYyBQj89A-X4y7XOUEzfuCcpTsTNHR2n6Nidx168ygD9VHGu6ZunxEptgXCPX5mWajPQmz'
    'Ux22acUxWYxdFO1pnJ1RfWy9Pv7DKuq5PL636DQzzjq0_nxiOnJEjOkdtR_0ybqxiP6rF6dz'
    'VCP87sWT_uio9E2LxsfhMHI-hhx_JkJgzzPxNPLu2hq86QZr09TNkG-4YjcC5JsMevpVuN2E'
    'GpATuo7q9wFRrMPeOHtSZPwRdBJ76ZDhedEJdbhPUS1_3bBxVFfdVocbQ3qai11Y2afzdI4M'
    'APjOFkUNvAxl48K1dc3MedObqzzhBHwBGJNj586gWEA1rkxqi_cDo-fu5STdOjvWf4Rtuf3o'
    'KTbP6lS7mB1WXPmpAksDMOrrvroKvK-yXrW1qfBqc7m7C6PnoAjAgrvo-VeBlyd2HiUmnI7n'
    'hnjx0JUsuW8jyYMmiBGlvSwXf1EuYMse0CTgsAkxDJ7Hwm5E3SL4cU9D2txQx6n8PMGkMGQQ'
    'EbJK7-CeX5kWLLkhIG0yAdWdTDAUB86tSMy8fOW0I3h_Dl_MXcvAtFOc-1P-bZDA787jAueg'
    'Hl-7c-hgPPgfFGvYmg=='))
_kg_define('kguardify.judge', (
    'eNqdWllz20YSfuevmI3jALAhVJyHfaCjbKlkKeWySk5FTu1BcVkjYEhiCQ4QDBCaifLft7vn'
    'BAkdjsslkcBMT59fH6MX7Oand_86uSpzIZU4eV8I2ZXLUrRT9uNPVyffZd-e1LLaT7766qub'
    'jq8EU33T1G03Zf_rC_gqfhPtnrVC1X2bC1YvGWfLXuZdWUvW1SvRrUWbTSZnkonPZce2HFdX'
    'gisghZt55XYrFkd1D6S3fSc-L3pZ1fkm_qZK3rLNshUibpK3k1Z0fSthT_c2gheC52tHsFSM'
    'm3OWdcvKTgWcgRSsXDLgh9XIlJqUkt2JbieEZLwVLK8l8NOJAviuM3ZT09qcy6IseAfcqY63'
    'HQMOGa8qxvNcNLA6JR4mcDZppGC7slsHx0SWPcW6lkvVwFmyS4HTQq-S-GbNgWdeVhPV1Q2w'
    'VcrVcHkPdqmYBJr4Kl9zuRIqY-9EXpWSHoHoJOSWb8SEzvYn1w3_tRcpUygUsCpkocAqF9s7'
    'URTAcyk7Le5KSLAJKiHL6zwv2bKshJqi7LLgbcGq8q7lYHI8KkO3mEzKLXoEHDZZtvUW9FhV'
    'ghxAZfwuZ-b1eS07XgJ1varbN8i1eXnNt6L41DeVmOjXm1UPp5XLfZbzjlf1qheOkH1wtLLi'
    'SuVrkW_s0vgcH51bE6aMliy8Te0Tq6h0wp78R2Ze0L7kiAWFZjCnX5o4SNkNPL1o27qFj-SO'
    '8LvbglV3vNoc0kBXH0hxCQ8CGfT5uOpwJ8bLUP6zq6vFh_fX725S9sv11cfzD_DhClYF5PDr'
    'h1KCHwdqmTxTC3hiyvCnU-GRTlReN8544K-l0joBBXwQ-5R9AklS8DNZgGGqCmyyEfvJ5Kda'
    'lYQip6xDx5iVGAbwY244eMEgOLp8HQFuQAygdeuq38pk8oJFqmv7HGGgZq8aIHEZR2xKHg5H'
    '1OBTSBkAAJ8UEEO8pUfZ5N3F-dXZzxfvFqC6j-dnn95_vIbtrYBw2DYQCzGppo3-G_9jCv8B'
    'NFR330tVrqQo7s2vqpare7UGge81I7ACqN8L2W-TW_U6eTU7O_kPP_l9Mb_dvYoMyVv16vbV'
    'a_gZh29h_avTsYe3cZRMJhNyRHbJ807FPoySKRGF-PwnQss5xrIUEJgAD6AzC1PRbg3oBzyW'
    'eRdlGM24C-0JMV_Aw5k1A1i5VP7rfE4WwJUMrcZOfgATtqpjGrYVEUInRfAQwcZRbwKLaStl'
    'WZZEbLeuAc4bAvRqx_fKIllBZAET4eMUyNe_Y9rqZiDBnN2zawBTIEO_NFmbi5RxFrOXxbhm'
    'is6QEEnSIvLqaXqOT_3TONHcLvEhREBnOD5kczIpxFIHhiEdOyCbeghLSG8DMZzhfsQAsoyR'
    'o3agTvBWCBV4gBkOH5IJNhA9yscc28h6p00QE6oTqW0P5ukgO9A-Bb6iN1sdJc4BlnUP2emU'
    'kcDmSUuHYMw4UMl-41UPkhlnw39rUTWQeE6Zkzajw2PcDAitErcUkrFZDWaGxKbNhmlRP854'
    '_mtftgB1gAGndDoh3HQATsRqxovDE0yd4A1HCxNjGGOnhXOPL7bOJ1Chdy7tsARfrhrhbEEo'
    '7XE1Y1AG6fgg13bBFrldKZNYFfnNqJP479kbtuawg727uHx_fbG4_PniIqYyKWXggBqvB2XT'
    '4lOSeIMeaWOdORVIMu4aLeuNRpEbJ6CBYJNJIVaJOgXAmV2MP7BIgAS3RCSaakBK2YNqJTSx'
    '2cCoVbU5eI7OkERyEJvwajyerMFNrXP6mHWNN0tcBsdlfol-IyEq8N1smeFHUs0SVQNb5rSi'
    'MDyDjEMZcNfcBctSml3eXbt2P_Tdu7rYGz7wY7yUPjrEZywvfeUw3AlppysllECetkDkw1wa'
    'Az0wAyA2EvUUbVCb-sEIHnc6_R6YK7VaT5lP7EHk0vrMgOlh_GqoXaACQSZSZEIrUCPBxqFM'
    'L4CABqTaVa46t0BXUWJ9ySlxIXhREmNtD7VpdgwHaIkig4qkqTh4EphjexpFKAlXtTyNTCrI'
    '674qiC9iR1fGVi9RMl4DoW0JBemkeagT8h2oE6BU92L_wN5Mv5xDlBErb4f2LxXb1i3ySGV-'
    'LiL28skizTHxENPOlzMINugJLEgGkOGWmKAPbYs_KOopouG3Q0ejYR1NnN38--Ycs4ZGL-k7'
    'xLs9dWlqr8jQFHLggFI45Nrq6osMHkPZdbt7bcjcFrdxDF-T2-RrUB1JGnK-zVZt3TfxmwSN'
    's2WiAhvjKiPJol4uAdUUxsvU1eWNyfpHZcv9E_XQ0BqkEdpAZSutxdrVIB21uWOvQdo__qQl'
    'ZSe2FmN0Afzg0bgLH8WO-Yx2I37fhh4KlpTYyYHLuaUp8ZFo9cziJgUU0x7ToMe4dR7afLWd'
    'oMcqimvNbngYroL08YZ9zyohUcsZddAqGQYE6GLmX87stjl7jUcQrIav3TvipQI-8Hhk4xm9'
    '2-Af8jjO4Dz0I-DPeAwmxaB5JOicmv7FlNXjVh3vpyywTn1vTDWGz4-Dzs_XHmeuhYG9egIT'
    'lM9vo5FyP5g30FQCMJWocTAwsChaPYLogqrGZ1SoIbG8wSFJQfMGUfjSQidtVEUGH8NUfFxB'
    'UpAjDLlmTycr2o3ZKsg2Q18C--D6jLcrlWA5-IYECpEh7I8QENz62bfzA5ezDFLdOFg3KH-D'
    'dK6oXV8g89izx47jIZ-4LKM6-W-nLBKfmzZ6KnED8poaYMvVRhQzokGOOKWPIkTsQzh8dquY'
    'Ml9QGeiHppdsdMkh9AeJDFLidsg3njvSGhtGhqQPyH9qA3GhdYKwwuYpTt5i6crCgZ7xVoUT'
    'uKmeZoUOGpI59lJVbwW0s62eAwZV95FoWGAE2cFUJtYpnjDYukT2udzH3lDs-1MIqCUAibUY'
    'OQ0-AsImBA8qsYw3DabcQYzH2s88c_7zd_AZzk6dapNho4M0B4X5oMKzMPV0dT6KVa49HiJV'
    '-gwMG63xB3Chq3rqnU4fgwbEEtd7Gul1t_Pc3baBSfyYg1rVAaKnAUPpoEow6qMuVBki1CjR'
    'hOA4N4zvph3JYV29LIiVg_nkKBnqZomUMUtieGnqDsf3vAqzEH1yw7aDIgO9VOrJH3oqzqdo'
    '_BtrEX0oONIzanT-2Ajw_2RKOzNC0CAaCDCR3mAwaGTBHcng9OXx8aSjlGDfKPtpVojMKBvU'
    'SR_yQcvTL60ZHvnn7GmEw2mYblaxPHOSQOmCX7QXDIwwooZCpSGh5xjkQS0MJ93WGoE5wKXK'
    '34RJ2o5-ctj1etcKW9_AoShLtnhBEaOknhKI_l0ggpnv2Jpp4KOeotMQUtUsDhHaksn6hiA0'
    '1EwSNMjuMsVIaPclQVY5cwWOvzkCNe6Ve57qwSl2LXreqVs2cx9WBLT4imO1AKvxymj0Qggv'
    'xMrVuoNAqTf2Aqq8q0wTFBBD2VENW12nSeyUQcEtMNHRcHDLYs6u3l9-hGa2bAEk-D7JjhWo'
    'arzhirUeD6oiTI-mFj4Mf5fW3fyAhkweLhUoO5gZhLCcHtx7Hamdxh2VOT3w9seOp_tAE8gY'
    'STMJlbznfD4YZYTnPxXwD7GnxGPsEL-Wn0JzE0jy19l5gB8Xjjr6F-AsC_BT6MGA6KIR7QKd'
    '1TAU7F1I6JNEsSglAMGK5l5mjSWYmhjze2S9w2iUh1GI_hLykaF7_jkstnZYqo8F7R2EzSZA'
    'AoM8sCMsamYDOQ-d2L2Efs209OPi2eLncRCzkuvGH0GIihi6KHCdl4cFaxhgSJUFjnvpoqtY'
    '6GG7Pl_P3O_E8P7C7IDopzqXJiB0SbajiRSWj-4SWdOJFGiM50IFE12SjwZJNoNQ9vAzHTMD'
    '0HHtzYZZpiBjoXEizXXkW51HcQJdPjTKYW2tCT9RQuMprS65SYgjGHJXAoXu8uxVAOBDEXxu'
    '9d3iAhWGb9y341DdIWoC6xn2ZOS5WVmUtVYBIkikByCRvVKJjqN9GHOPjO_i0aiOXioUCy9g'
    'pHUBuogZcZvajE9eGgXYhjoap8yX2CCVXcReshhFBVYyJGArw-PQMwFzXBnZYMHCYHp49_x0'
    'uY9Z3E8qbiwmmT9xsGPdwV9WgHPbHi9GaWmWcf3L1RU0hCTZ8cVU0JmPzBRsd_GMwYJr_tER'
    'YqqdcESYJqO3TLpjc-XuULeSGnl9NuTwUq78ypS9SY5yLaw_nJyHrf1LZdp5VAX8evs1mhdW'
    'CJXzRnhmky-rYq127LwB-DDjBvyE04aRxD9QgLTd_kjv-Vgqcjg8dahLjmO_DC7XKEtiZOm7'
    '-gLMh3-E42qnuz2FyBSAl0KFkHZdA36G4-MHYMkOtx9sSWnoDlkP9UT8QweWhE19YS_Q1J9_'
    'fUhkJg9xdEeQk7Ko4neiihJ9jeKLeLPQH0oLbo_M5Nj1exNqxFCewxmYVsEjtxAWglCr4f2D'
    'zkvEyNPXEGMsDW8YwHMWC4iUxQIjOxr-zQ4qhaYV-MHfOJKugttA_H507YcPB3_tYh_g37sQ'
    'YXvZM5_8HxF3HxA='))
_kg_define('kguardify.runner', (
    'eNrFO2tz28iR3_krprzlA3ABcdbe1VWKKSWnk2WfzorkyNrapLgsLAQMSKxADI0BJPM2-9-v'
    'u-eBwYMSnWwqsksEBzM9_X7N6Bv26ePbP8-vipRXks8vM141RV7wesHef7yafxu9mYuq3M9e'
    'vXr1qUnWnMl2txN1s2DNhrOP-2YjKiaLjDOR09CaV7xOGp4xybcJAEvZLmnSDZfRbHYHE6JU'
    'pGnB8qLkkqVJWTJRcXbbVrCOifufeArAt7iE1S3OqXkq6ow9bZKGnePaipcln-1q8Qi7-N7T'
    'hgMKTV2kjacWchmELGGPvM5gkMAwX1QpZzvYA3cO2E9ttgbgHCbtZzWXoq1TSwROYUmVsV1d'
    'VI2ksYynhSxEJUN6g0MpfGvqhKaolTP4Wslc1IAHzNUUJPKBFQ1QUABRsgHubDmu2ZXJXo_W'
    'ouSaQRteIppp0iSlWLe4zRaA5LXYKkTqApBm_of3353dvr1895f4_Ozu7Orm_XcXSPX_frq5'
    'nhGNIeOl5N3CB14D61hTcxDjTnO4kqyomL9NHnAj4C6wL31QL4DhiiZYUAvRjCDet0XZzGF9'
    'k9yXxL2romq_sP-MTr4Fai629zzLQEjAITHQDlcNFsiUKktAymVxXyf1nqHSRah1s1mxRYVj'
    'P0lRmWchzZPcyxmhkwpQihSZLqPkPmX6_R-T3a6o1moO0LyBDcy7j_BVvWj2OMmO16IRAC9k'
    'd_xLc3kzU5Me1i1gWOT7qBONXnFuBkLFkqIKQW2TLC4FaLh-RjaOIJWJlIrjGtTtxdXF2aeL'
    'T6A07Pzq7NOn2IyM1so0qcyyEqwiFnmoHoCddSOHC0jlzYJ3SdqAKtNY3ACdodaJuEq2IzyB'
    'jocemlc35x_iD5fXb0doyVTs7C5vtdGErEKbKAvJZ7Nv2PcbpVps0lwywZ6KZgO6bG0lmpGy'
    'h-zT-c3HC_sZX1y_ZafsJGTfhuzfZ-9uLy7itxfnVyGjx7MrQFM_33x_fXGrn3GKetktDtl_'
    'zBS_FQD1fHb-p-8uby_0tNn1Tfzuu-vzu8ubaxjyHtZxJWLZAtPytiLli2NvhhYYf7y9eHf5'
    'Z5z14T0OMG82m5G42UchC5zrG0ULFjMGP6DtZ8Ywd3oO88lOQGsjXvKtjK5Ao_BFsGBVC_ZV'
    'S_IPqC7oA6u1jNBqEB7aFppWTd9QMbpvsGu7rZzvbV0Dn2PcBD7Vi9ks4zkrBSivVXmfV49F'
    'LWCpNq0lzAxx-ipk6VO2ILMK2Pz3nVUo8tD6gB96fbTmje9N-DAvoNlFTgvUUvypedPWVQc0'
    'Qr2L0Sv4uKOPs4NIWRqosx9YOD6gxf6NeUWVlm3GPXwu0U_RU1rypGp30cYLokLGyDQ_GG1r'
    'LRiBKcj6jTZ4v7OIQDPORIxYRTDCkBgbMmCTMQ1iFQwuXKCuCv2GXF-Utdud9DGg-VkUJ5Ke'
    'wCMjwqdEPEgBbC5-4Ht5ele33OChAoriSpEVYquRSEupn_iXXa0f0RjpsY8X6NT_iCcwyZqT'
    'YaOTkComw0iZpFxFSXBJWZGB1S6YRy7B37awcYBwCdC_lF7IPHISWaxmSFAjdDAhvAzwbRzn'
    'yOkH_E0rgck5viCj9HMtAHyRe1bdQdJEHTsFo8szbyRDvfy1VDBfS4-9BuUopWJAMAEFEJiA'
    'o_F7ERDykuAocicg9fjwWgLEDhQSDMJHiAiMPin8el5PAT2zOnAR8Qi1wwCUaihpxugbXPVU'
    'vgKidoiOonuKeZXpb1u5nlYT668U7IhSqFh98SSBtiIzFLyWi9cZ_J_Db2DnDxXRgQgpXGhz'
    'iwFtbigQ9fofgz4A1rjLJIcQKTKh0Wd-nmCu-FjO8QEiQwHJHCCTtGUTjIj7V3Z38_aGLZeP'
    'BX9aAKkLXHVqly8WAPT-FEhfAI72gcPDavlarlaaHVZ5nuVLpM3R95aoQP_le0E3tMKhwAsG'
    '4oeYU_mUOKCPMN7Bcq7nMyBhHzoNi5j5IaY27a7kSwWgalaWwXeUOGP0kZ07IbaSTwkpkqkg'
    '-CTaMiM9TrqACFkgQqLsQTzwSlUi6D8IOZARwglBMejFTsDuvNbDmOviqE0sNCxwY7AWQyv4'
    'MUjVIeqWrEAHx2uu3tslTGVXwQHHgy6DKgTij-UNQDhllsdRXlSZjzOI0YGdBtUAlh4N-_0p'
    'e7PocfaeAye4C2UJ8-bsZJE0K0QCvmnz7q1LcqB_uOw3rOQVIRAs-l_h-WTVAwCgKwE8UQhA'
    'kExKSD38AFlskALKYw8HaLf-HI0ATQkWI23RdpKAovQx6VNxkH-06GTCe6NOKFF065TsML30'
    'UVsU90d-2ViVxgZn9lyu8_7EpnWqhFWw0LjiuKiKJo59yUtIzA_nTeyv7Bpr4FP6CEcMYqIF'
    'o1S1yGBul3G9CIT4AgFf2SVtHkXRChb4ilOhVt6QomdARoywOu5oEmCJkJH5gpHFPEqFA2mh'
    'HrSLv2G3ytZRIOBc2VZkHB2qpFIAVmDNtwBTx4wG7FUVA6oTAA7WAaRI6epwAb9qiH02-ZDa'
    'dWDWhv6krXZJLTnu64BpqxrS3QTGIzuKsooUfCBTPfRfdsXf6YHUmKSCio9yieDZ5KKUhmNF'
    'eDgNhizy7MoLHCypFwGiwBgjniqdzUnmU9ApILdsRL0Hfm2AWHyBXIF3gGvwu4EAv1EcAXZt'
    'WQX6xHRZjnuEilEAgg2aAQPuEAULhvnnlA5TsoqMkSovp-n9xJz9MPQviiukNwjGvm4pMURR'
    '_FyLp-XJiqIBPKIj7zLuX_oYarHiMigS_g87W42_McNxXhGUDcLoizRCA5CI4dxsPXOwdMjv'
    'EYDQUDQGHk2JHpOyRWBjj9dH8q9A3DRyU7UO7BMYNAdk8y24G5wEdN8LUfoHdAyLC89RSVoM'
    'PgbtGn4DofQhyet3Bi33EtxnBu_6K3ULBw15Sapwyparkco8SK0yjv-xyUGoVg9ShhWC-nlA'
    'JJEOaQefhoRLUNoD6pT5j5YhugdWkE-Pc-ySfPVukO2q0S4WqBEyyrFfVdL7UpitEPQ0ZJwU'
    'QyI0zYIOH2XsvrJrjH4BVXbYsUQbHJiLIAEOpePU9RqhKVnEh1evtGsYL4TKuEzqlwRCNJi0'
    'LDOpm1pLPZApiR2HjuEP-OpHEggtnoKH28kX8VTwPBhu04blkLT-zkPnmtVi14e6AfcsHsFP'
    'j0Vt4aDAqKPs6XwjzwAc5tTgmOM8G1juE6Qdhu7jFbxM7nn5tYJ7TOqv2sQ2zReuhdMq0_9Y'
    'aYcxU7TP53Onl6sKDhD-_Z6E754LzJ__sbYnkyedgkENofEwLbjVhDVSG47qCQw1yi2rgwrT'
    'm9POBAOwPSkwDUBbFZjAsEPFxZ2HMW9HnpOcrAkcypVOxwt6F0HuCJWer9b2M2TH0UVJlvl6'
    'EpAdDbp7geOZkNBYnZpkhk3lkEsw1h7BOcIA2b3rVTScqhYYXL5ZaZRA7fV37Zy6AVUbBm4K'
    '9Eder3kWEqt0LUt1vHFnlEoa6ZxE8E_XldST6uVSNWSbJqkAA8PgRqImCYBZQhaij5DwxIjr'
    'uYwn6Sbo8qCHCsP9qRPcIlB-3QHwieIQdDroLwDv3aDwWtKLls5dfCT8s8uFz5YDNO0zqU8b'
    'oMa0RlkInCNE5aoGUky-SmLJ4fintSkZiC8Zii9xxedgR2HiV0WOkoC_F60CgoWybo0UNgi6'
    'phBmUKPC0PQQehmc67rQSelzx5D1jhxf8ldTrktD0vihlnf4DTP7O0zam00hTf1EslO-Ccot'
    '3qi0n0xgQZ1b1He2IY_iVlcQFsQTGdsGD8XASgqwsGQPPrDGkzlcpesGqiFwu-hAAmQdITqv'
    'kEwNPkh8ofajxoz0lM6kQkfWoevdLFRHRw0UZ2giSz0KPIWjEEJfqCJa-EJ6OIp85PWxJAdF'
    'mfDoZhGdwPk_-9hKCBZMeQU_3wGbcCRUHkJ5F8j4tpDwU1N5h80NhP_LRJVvfzTcAVBCCSn-'
    'CkhdCaVrE4SWU7WjGdaDFRwH6yB6Lmf7gPvhrqn340hJ54YCFFo3j3mVigy0-NRrm3z-Ww9G'
    '6lrU8tSTEBLFGoyAyzTZcS_A8jdfTOJOMQZqSSpi_WA0x2Y5WP7aA1Vfnarm6qBV2YWtNGMg'
    '3J-gin9J-a5hF_SB7U7ACsYWaJiV-Axu87-vLt68OWHz7qKCbJI9XjJAOy3kdPYwssj-2zwB'
    'QJlh2pdUOZvxbAy4RdXyUflL6XmX7U1vY9-bNEZvmAXBQaztyVnIFD-zQ3OpWd-fasjo6jBN'
    'qIlC9siAeGy5_ryv3XIp8SoMnQDrY-8fwOFSswT9Lm6B5xgLczTU7Hfchy2CKKbj9TimHYNR'
    'c8GW8ItxageFd_RUgyfwD54O_uyR71_oIwKPlB2-aox_weau90Pl9Jd4CVtT-oQdU31K8-zm'
    'eFhzsngzPwF-3d7e3I4ObPRmEw2GKC9buenVxX2DGIhl6hR51IoxXcc-0io_6-5gOGfEA-KN'
    'pz7U3FGQplox3YolAlm5gOUAH50_9NtNs2ffRltKe_1-qmdMYqTBztHN8HS5zx7dzs8iOuqd'
    'wLKTGzXLTd9dfSOv5sQ6SoO7iyM-gNWVUNBr_epm11qoDCTUJx3mWAdvLxRQYlGCZetf6-J6'
    'feSskA8Le4NJJ_p2TQKcwMsneIsoFbu9ysISdQtsk7iZTgrFOHBYbWPqt14YF3lOjs3mehOm'
    'QY0bSkb1JRxfcSrE1UEwvUA1cUwKa87zRov7SYU62AIhKZx0BT_eQL1YUnsD1wQrsoXGVYEM'
    'a3nKDrNocGQyARHrfoUswqS1QdAHd-Dsfao9s9RQ6JQHccsi1dUelsi00YFg4rRnXMwIZjBu'
    'zxpBUrfkUICyzZkjxEnO4xje9UhWh04O6dSVVbTa6wIUVDzVdVUXncaMyYsKfN_4lHB62667'
    '3Nu8u0X1jOsatPomhGdacmJCgLbVdzAloNcviJBAPSs6pws2AatznypLONJ7Pp8HfF3QnroN'
    'hNnMMyEZGwQmJkM0hyoO01THZE3Y0md7E1oycvGUwMg1Ji_fn91eX16_xwAOpQVeJmxB4XTK'
    '0vnxsHeBaDJB1viE1pAN60ONwzDLHSmZg9bl9bsbjRPGKUg5wSIblVGNUEPVTqQbbI4MXOZK'
    'HEyiM3E1aZlR6wBP1VeLVSR3ZdH4KJ6QnQTLN6vBgfwaL3pCIkvutX-VgoxdkK1b3vSMfxB4'
    '6eDt1L2QwyYyM-UTzJ2X59RNQTRaFimUOozVHZqXUjTTjh1ec56-t3lcT6OQMQbAF1qyk90X'
    'yu-FtA0eq_8UgnudHePJf9VtbHjotloLLr9qj1evXp07XcsF3YFRPWa6ZoIAI-Zf6-6LSlGk'
    'zYTwtraFRQsQCt78c1IpSqK6FeYGBEivouQpCtwmtabakOy00hwe9Hmtshen_6hs9BlOTN8c'
    '0qfGx7ApE8QFSPbtVR9QZ7r6qu6_0VWT3n264A8umV0fWpE16IkrBMHLevauXO86g72_7A_C'
    'k5u7q_CDx620GzHN791cdkIRTv4bGRbSYrqeNc27t31u-XSSsQa4c7B91CvV1w4UH-nvEH5E'
    'kD_-gbE7-lOBfRfmZC9BDvU9T1inbxqoPRBHqPwKvOLSVsVnvAwvC8q93csPD3SIVbHmqUgp'
    'wiGHDWzcCzMC0Lgs-qcLD_wujg0a2S-JzXaRnxfSixRR4u7mGggNcequs0-WmAqwsVYnLToI'
    'q7sOfwRAk7DNnp3VpYukJOqle9JlwbhOW5cIf2tTfvDnEoPTkX-63Lq_LjiCzU51MztiohLw'
    'gGKqx4-huH8JdtSQcAu3Z6ledRh0JcGvgIFbfHw9An8PH8AHeTvWu4_u6Qupzj0EFYgfON9J'
    '8ofY7uufA7dlac85jidmwAuEssRfEdQwGf_i07SFQzQV_vZvUZ6jmWYeJvrOcfigcAJ86Fo0'
    'QuLBz4-09kcTfRVyki7cJoT5ID_Rx6mVOHBGjh2kaUaMGEC3DamyIxy6pER1PPQFsu6PdIac'
    'UXA0X_LKXBd_hheuGrptFbW_w_rHpB4yXm9w2HEl1d7P0TWYg5WQxZYkbLkEffiOIh_hFhH6'
    'I0In_4jw45A9HoJPKZPywHoLDNYHuDJ5CW9UfuKNvTcrxIBAHbr4i9O-dZQ9gTjNPvD9BTav'
    'fUpTZv8PPAjifg=='))
from kguardify.runner import Runner
kg = Runner(idioms=('lock', 'free', 'fd'))


// The facts below say 'when forall' although it is spatch's default: in a
// file with '*' rules (-D context) the default is 'exists', which made a
// release on some paths only look like one on all of them.
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
// Each rule names a lock call, so it runs only where site found one.
@cand_e depends on site@
identifier L =~ "^(down_read|down_write|mutex_lock|raw_spin_lock|raw_spin_lock_bh|raw_spin_lock_irq|read_lock|read_lock_irq|spin_lock|spin_lock_bh|spin_lock_irq|write_lock|write_lock_irq)$";
identifier U =~ "^(mutex_unlock|raw_spin_unlock|raw_spin_unlock_bh|raw_spin_unlock_irq|read_unlock|read_unlock_irq|spin_unlock|spin_unlock_bh|spin_unlock_irq|up_read|up_write|write_unlock|write_unlock_irq)$";
expression E;
position pl, pu;
@@
 L@pl(E);
 ... when strict
     when forall
 U@pu(E);

@script:python@
pl << cand_e.pl;
pu << cand_e.pu;
@@
kg.lock_matched(pl, pu)

@cand_ef depends on site@
identifier L =~ "^(raw_spin_lock_irqsave|read_lock_irqsave|spin_lock_irqsave|write_lock_irqsave)$";
identifier U =~ "^(raw_spin_unlock_irqrestore|read_unlock_irqrestore|spin_unlock_irqrestore|write_unlock_irqrestore)$";
expression E, F;
position pl, pu;
@@
 L@pl(E, F);
 ... when strict
     when forall
 U@pu(E, F);

@script:python@
pl << cand_ef.pl;
pu << cand_ef.pu;
@@
kg.lock_matched(pl, pu)

@cand_0 depends on site@
identifier L =~ "^(local_irq_disable|migrate_disable|preempt_disable|preempt_disable_notrace|rcu_read_lock)$";
identifier U =~ "^(local_irq_enable|migrate_enable|preempt_enable|preempt_enable_notrace|rcu_read_unlock)$";
position pl, pu;
@@
 L@pl();
 ... when strict
     when forall
 U@pu();

@script:python@
pl << cand_0.pl;
pu << cand_0.pu;
@@
kg.lock_matched(pl, pu)

@cand_f depends on site@
expression F;
position pl, pu;
@@
 local_irq_save@pl(F);
 ... when strict
     when forall
 local_irq_restore@pu(F);

@script:python@
pl << cand_f.pl;
pu << cand_f.pu;
@@
kg.lock_matched(pl, pu)

@cand_srcu depends on site@
identifier I;
expression E;
position pl, pu;
@@
 I = srcu_read_lock@pl(E);
 ... when strict
     when forall
 srcu_read_unlock@pu(E, I);

@script:python@
pl << cand_srcu.pl;
pu << cand_srcu.pu;
@@
kg.lock_matched(pl, pu)

// The facts below say 'when forall' although it is spatch's default: in a
// file with '*' rules (-D context) the default is 'exists', which made a
// release on some paths only look like one on all of them.
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
// Only a pointer a function releases is a candidate (judge.py), so these
// run only where fsite found a release.
@fcand_check depends on fsite@
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
     when forall
 if (\(!p\|p == NULL\|unlikely(!p)\|IS_ERR(p)\|unlikely(IS_ERR(p))\|IS_ERR_OR_NULL(p)\)) S
 ... when strict
     when forall
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

@fcand depends on fsite@
identifier p, F;
identifier REL : script:python() { kg.is_release(REL) };
expression list ES;
expression E;
position pa;
@@
 p@pa = F(ES);
 ... when strict
     when forall
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
@fcand_decl_check depends on fsite@
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
     when forall
 if (\(!p\|p == NULL\|unlikely(!p)\|IS_ERR(p)\|unlikely(IS_ERR(p))\|IS_ERR_OR_NULL(p)\)) S
 ... when strict
     when forall
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

@fcand_decl depends on fsite@
identifier p, F;
type T;
identifier REL : script:python() { kg.is_release(REL) };
expression list ES;
expression E;
position pa;
@@
 T *p@pa = F(ES);
 ... when strict
     when forall
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

// The facts below say 'when forall' although it is spatch's default: in a
// file with '*' rules (-D context) the default is 'exists', which made a
// release on some paths only look like one on all of them.
// Every acquisition of a class kguardify knows, so the verdict sees the file.
@csite@
identifier F =~ "^(fdget|fdget_raw|get_unused_fd_flags)$";
expression list ES;
position p;
@@
 F@p(ES)

@script:python@
p << csite.p;
@@
kg.saw(p)

// An fd whose every path past its emptiness check first reaches its release
// (or, for get_unused_fd_flags(), fd_install()): 'when strict'.
// Each names an acquisition, so they run only where csite found one.
@ccand_check depends on csite@
identifier v;
identifier F =~ "^(fdget|fdget_raw|get_unused_fd_flags)$";
identifier REL =~ "^(fdput|put_unused_fd)$";
expression list ES;
expression E;
statement S;
position pa;
@@
 v@pa = F(ES);
 ... when != v
     when strict
     when forall
 if (\(!v.file\|fd_empty(v)\|v < 0\|unlikely(v < 0)\|unlikely(!v.file)\|unlikely(fd_empty(v))\)) S
 ... when strict
     when forall
(
 REL(v);
|
 fd_install(v, E);
)

@script:python@
pa << ccand_check.pa;
@@
kg.class_matched(pa)

@ccand_decl_check depends on csite@
identifier v;
type T;
identifier F =~ "^(fdget|fdget_raw|get_unused_fd_flags)$";
identifier REL =~ "^(fdput|put_unused_fd)$";
expression list ES;
expression E;
statement S;
position pa;
@@
 T v@pa = F(ES);
 ... when != v
     when strict
     when forall
 if (\(!v.file\|fd_empty(v)\|v < 0\|unlikely(v < 0)\|unlikely(!v.file)\|unlikely(fd_empty(v))\)) S
 ... when strict
     when forall
(
 REL(v);
|
 fd_install(v, E);
)

@script:python@
pa << ccand_decl_check.pa;
@@
kg.class_matched(pa)

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

@script:python lab_fn depends on patch || context@
l << lab.l;
p << lab.p;
fn;
@@
coccinelle.fn = kg.label_function(p, l)

// Context mode: '*' on the lock calls that become guard() or scoped_guard(),
// keyed as the transformation rules are.
@ctx_e depends on context@
identifier L =~ "^(down_read|down_write|mutex_lock|raw_spin_lock|raw_spin_lock_bh|raw_spin_lock_irq|read_lock|read_lock_irq|spin_lock|spin_lock_bh|spin_lock_irq|write_lock|write_lock_irq)$";
expression E;
position p : script:python(L, E) { kg.converts(p, L, E) };
@@
* L@p(E);

@ctx_ef depends on context@
identifier L =~ "^(raw_spin_lock_irqsave|read_lock_irqsave|spin_lock_irqsave|write_lock_irqsave)$";
expression E, F;
position p : script:python(L, E) { kg.converts(p, L, E) };
@@
* L@p(E, F);

@ctx_0 depends on context@
identifier L =~ "^(local_irq_disable|migrate_disable|preempt_disable|preempt_disable_notrace|rcu_read_lock)$";
position p : script:python(L) { kg.converts(p, L, None) };
@@
* L@p();

@ctx_f depends on context@
expression F;
position p : script:python() { kg.converts(p, "local_irq_save", None) };
@@
* local_irq_save@p(F);

@ctx_srcu depends on context@
identifier I;
expression E;
position p : script:python(E) { kg.converts(p, "srcu_read_lock", E) };
@@
* I = srcu_read_lock@p(E);

// ... and on the unlocks that end a scoped_guard region (the early ones
// before a return in it too, as the transformation rules take them).
@ctx_end_e depends on context@
identifier U =~ "^(mutex_unlock|raw_spin_unlock|raw_spin_unlock_bh|raw_spin_unlock_irq|read_unlock|read_unlock_irq|spin_unlock|spin_unlock_bh|spin_unlock_irq|up_read|up_write|write_unlock|write_unlock_irq)$";
expression E;
position p : script:python(U, E) { kg.role(p, U, E, 3) };
@@
* U@p(E);

@ctx_end_ef depends on context@
identifier U =~ "^(raw_spin_unlock_irqrestore|read_unlock_irqrestore|spin_unlock_irqrestore|write_unlock_irqrestore)$";
expression E, F;
position p : script:python(U, E) { kg.role(p, U, E, 3) };
@@
* U@p(E, F);

@ctx_end_0 depends on context@
identifier U =~ "^(local_irq_enable|migrate_enable|preempt_enable|preempt_enable_notrace|rcu_read_unlock)$";
position p : script:python(U) { kg.role(p, U, None, 3) };
@@
* U@p();

@ctx_end_f depends on context@
expression F;
position p : script:python() { kg.role(p, "local_irq_restore", None, 3) };
@@
* local_irq_restore@p(F);

@ctx_end_srcu depends on context@
identifier I;
expression E;
position p : script:python(E) { kg.role(p, "srcu_read_unlock", E, 3) };
@@
* srcu_read_unlock@p(E, I);

// Context mode: '*' on the declarations and allocations that become
// __free() pointers.
@ctx_fdecl depends on context@
identifier p;
type T;
position pd : script:python(p) { kg.free_role(pd, p, 1) };
@@
(
* T *p@pd;
|
* T *p@pd = NULL;
)

@ctx_falloc depends on context@
identifier p, F;
expression list ES;
position pa : script:python(p) { kg.free_role(pa, p, 2) };
@@
* p@pa = F(ES);

@ctx_fdeclalloc depends on context@
identifier p, F;
type T;
expression list ES;
position pa : script:python(p) { kg.free_role(pa, p, 4) };
@@
* T *p@pa = F(ES);

// ... and on the returns and stores that become return_ptr()/no_free_ptr().
@ctx_fowner depends on context@
identifier p;
expression E;
position po : script:python(p) { kg.free_role(po, p, 3) };
@@
(
* return@po p;
|
* E = p@po;
)

// Context mode: '*' on the declarations and acquisitions that become
// CLASS(), and on the returns that become 'return take_fd(fd);'.
@ctx_cdecl depends on context@
identifier v;
type T;
position pd : script:python(v) { kg.class_role(pd, v, 1) };
@@
* T v@pd;

@ctx_cacquire depends on context@
identifier v, F;
type T;
expression list ES;
position pa : script:python(v) { kg.class_role(pa, v, 2) };
@@
(
* v@pa = F(ES);
|
* T v@pa = F(ES);
)

@ctx_chandover depends on context@
identifier V;
position po : script:python() { kg.is_handover(po) };
@@
* return@po V;

// Context mode: '*' on the releases that go (unlocks and frees on the way
// out, 'p = NULL;' after a free) and on the gotos and labels that go with
// them.
@ctx_x depends on context@
identifier U, I;
expression list ES;
position px : script:python() { kg.goes(px) };
@@
(
* U@px(ES);
|
* I@px = NULL;
)

@ctx_gt depends on context@
identifier lab_fn.fn, lab.l;
@@
fn(...) {
<...
(
* goto l;
|
* l:
)
...>
}

// The releases on the way out (unlocks, frees, 'p = NULL;' after a free).
// This rule changes the functions first: positions name lines of the file
// on disk only until a rule has changed the function.
// The returns that hand an fd on after fd_install() are keyed by line here
// too: an early 'return fd;' of a negative fd stays as it is.
@xu depends on patch@
identifier U, I, V;
expression list ES;
position px : script:python() { kg.is_exit(px) };
position po : script:python() { kg.is_handover(po) };
@@
(
- U@px(ES);
|
- I@px = NULL;
|
- return@po V;
+ return take_fd(V);
)

// Regions and guards, keyed by function, call and lock expression. The
// positions are the verdict's, so 'when exists' only lets a region match
// whose exits are not error paths to spatch: a switch's default case that
// unlocked and returned (its unlock is gone by now, xu) never reaches pe.
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
  ... when exists
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
  ... when exists
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
  ... when exists
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
  ... when exists
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
  ... when exists
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

// 'struct fd f = fdget(fd);' -> 'CLASS(fd, f)(fd);'; an assigned variable's
// own declaration ('struct fd f;', 'int fd;') goes.
@xc_decl depends on patch@
identifier v;
type T;
position pd : script:python(v) { kg.class_role(pd, v, 1) };
@@
- T v@pd;

@xc_acquire depends on patch@
identifier v, F;
type T;
expression list ES;
position pa : script:python(v) { kg.class_role(pa, v, 2) };
fresh identifier C = script:python(v, pa) { kg.class_name(pa, v) };
@@
(
- v@pa = F(ES);
+ CLASS(C, v)(ES);
|
- T v@pa = F(ES);
+ CLASS(C, v)(ES);
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

