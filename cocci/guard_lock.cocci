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
    'eNqtG2t30zj2e36FoMPYpk5K-RgIe1goezhAy5l2z-5sE4xrK43zsLOWQ9uZ8N_33ivJkmwn'
    'Lcwy5wyOLV3d91McsPPPb__d_5glPBe8_z7leZVNM14O2T8-f-w_HzzrF_nyrvf48ePzKr7m'
    'TGzW66KshixmYhUvl-wNE0mc57xkfsVvK9Z_xapiAdDwabrJkyor5A9RxRVfwQGsKjkXwaDX'
    'e1-xTLC8qADcG7aOS8HLAYO3i7y4EexmFsPiGZxalZuk2pTxkiUznixgD-fpkCXFCgGKsAcr'
    'svxasDhP2brk67JIuBBFyZZZzgVbxWLBU1ZsqpBdlXGy4BW-rABaGtZosqsizbjoTYsNgIGz'
    'p9kSDk-KNQ8JssRFkSFYMQW8Yc8di-FkIov5V8sCEAxZNj3iS8HD3rIo1hKxrOJlXAFSqzgp'
    'C1gjbjJAIWRJLDitKMo0y-Pyji3jK9gdsuuiKkJWciA-D3tXJY8XsLwAKeUbQIrfArFCIO4G'
    'L-TsxQwYuyrSDRAAT3x1xdMUOPCNl1dxla1YllcF0XPNc8QKvg2SIkkyIlowX3DeoxewYLC-'
    'CwDbAihgGwFfFSPyNC5TYDGwFHBGTQlBmizlSUGESrLzolfyJZz6DXBZofqIAWpUryd_AXm9'
    'aVmsWHW3BiGqNew0XvH0YrNeciDn7MPJafTbCRvBYsBztQYk_R6DP6X3-PLL43E-efp4O_Yu'
    'v4w9fB5728vX_f_E_T-iyfjm6XY8-Ns4vRzfDCZPPbVt-_LlaPvq1Qi-4X_b_qvt-HB8uO33'
    '4Qt82OLn0XY02j4abX_9dTuG_7aX_cOnR09-_bKdjLYHB9vxuRf0eh9Ofv_X2W9vo_OL1xcn'
    'n05OL84BT6DoDzSqSqLpe9nUC5mHOoF_T4sS_7qZASH4kBb4f6kQ-IQqQe_5NN4sKy8kKMxD'
    'hcD3UiXwiZSCtii18IKg9_Hs7HP04f3pWxcVf8e5qJm47ezzyenJb7jnT8_3hswL8OslPk3w'
    '6U98-u597735eHYuFxrgXjD5Duw4YBd3a97PxIzdgD6jsoApreI7NMyEp6DpxuJyELJraYPe'
    '6dlF9O6fp28u3p-dRqevP500aZCcbFJieGd4I7I_eDHVzNvzx4uiuAIfcrWpeBThVlBG2oqf'
    '5DO8Bxb1eskyFoKdg9s7Kcui9E9uE75GaoIhnQOqfQH2Qe4wLbh0cLMYtJ_MZhav1ZNynOBs'
    'eEnWJAZkFuqEC_SjvjEDBR7hDtEl0i_Yh-4YzJl-8jyVP2o0q1XVhgHHnOWWLxuwr4ssFV9Z'
    'XHLwrQLdgeXopFND_7Uyng3Wwi8Chy4OfJfyZ8qNBgB0xuP0Kzogoncd5-gz8Rl1tSyWS7R3'
    '8PtwyoyLTEhTgQNAuEck2SMJ80j7TvBDCgS5SFKg-hUaBwOGXPMK0SmmkmHwRaoEUGU85gvm'
    '949D1j8OINDwHJeVXMajnJMgcPMiQ47ex225MhVDVpHDwt9Iu_0bMZWQtGzeKStoy8esdU_V'
    '6noABgMqA9EwhmgGrNEcAHeR5RkC9YRagxGwBho1KMDoFYHV5TX4AwA1FcjAKdq7WZUsC8H1'
    'MnsVnkuxFIUJ3gHoAzQo5vq1sgYyBShr_fv7Ms4XGJFNFAdUUcpL0g5SvO5wHrIF5xgqpBAg'
    'pt1pdCje8BtcBpiy9TJOjCzxsBGAEBXhFdDLDEIWvH0Gp4O1mfcIQnILvl6UG8lD0kmWsZcs'
    'H9ZOJYEVuPEym9Tvsim-HjGIRt7QcT_dgOt97HDEjp1X2q_bsC0gSLI86qBx0hwOyJw3Ev05'
    'oi8TGsR6PmGPuhBVR-GaAR2FpjjzvaOn4BXnwbDTqS4ULwagh6nvPT3CteyQPQ92Ls_xlAXg'
    '9IyRX1ng8s7VSNCi80uLRw0CkEiSxtgjwhGl4wYb8NWkW2YGAZDO8x_DYN6WaHSFyu9TOpoh'
    'LxsqMGLzezUgQf322Lgal-Pp-FsD4YeokaOI72JgfW-v2FGUWdBWMUvc45zWtJaQiOdGxPOf'
    'Zgdf7lTJe3AjVczaqtiJX0sFfxhHKZ_HY6_LKFHVHmqYycMsVapml74TRXsUEJEJ2SrL_Tn4'
    'wqCDMgddBLdT2WScZZ43mBcAEA4IVDgwRw7JBYdWWAvrSEph4hQCsDwB0gBwB8DIMs6vuU87'
    'JKqwQXpsPCKwJA8MgFeXix2sUt_gE9OBiupVSBR9WSWacIVoDm2yLmVKthpcl8Vm7UMuspJq'
    'KB8BJz8ICGkssJiuWkgBMbSpE4JJHSIhaka6IPVl4SzZQwikWVLVAfNTvKZQC7D4LcZdGfjU'
    'bkkFU0VdvSaDIAr5VQV5Zh0G1zHkBUMCjon-d51jJAt5NLy8nNTsB2UH0EgOzzcrKhUVoi7T'
    '4d2AUl5YqcoIl_N0wiBer5FNlo-QFm3tVrVFQ8emlEYTEMzt1BGXEpVLen_ZP55MCAwJX8Ns'
    '20oZZ2ASJoP3NvlVDOoJ1Ql7UmI9otKJJ6nHnjBfQyJWSIkHbSciCVwXoBjON-I35AYtty4_'
    'oKWqMA1ESjn09mBKedhOPDuYcX_10_2nDc2mXJkE0aDU2QQU0Uj8jCXJz6hiz4yOkbVAYV_b'
    'iQwklIwZXsitWoO0udnIyBUKG8maqJhKtyG020EslddJiuVmlRvHA3-b-qjOb2N23L-KkeeU'
    'VqI3fqZeSADMh9IGa0-BQfYb9tCgGKztzUHukmD0MdM4VNtt7rWwlVR0oLgsQjbLTOYqtwUI'
    '2spUlwWElFlmmLjKUtjjw_tD3A6OPWBHR1awkzqImMLSCXs50ii4SWwBUGDBnqhAyOFxfTc2'
    '0NHHpkAtNmXCa7a_Zm9kMwDTfigMU1IQKhmp8zfUvbzaHkFH66aeVEdZRSNACjwRVkRR5Au-'
    'nIbMVUwTakjDYIV0QzJzcD-og0emsgkaO2Xjc2QiirWvsZYQJVhOCLDgNDbUhtO0ssa6SPp-'
    'cOy1rwLt2enK7QO_G6bRmyiuFNN2aqGS2nsdb1BQKhJh10chXTuqEF13_7g2Dds8DPIDqN99'
    'vQHqc4MW0v4QlLSqaZMyDNQbLaB1l5rWNfyVBQ29U9RYbKBgjaxQm4JL0bU9gcMmTAsctbsj'
    'a5sRBTJ-mg_q4jzQSVQThTIZKgNqoA0M1hhYPQHRbGpnufxZlKmVIAAOwCetoXDIQJsZPkuP'
    'L1039snrbIGcUaNKppoawFluHFWQTEQ06uV7Mwh7DSa3f3akwVMs5msWRVccFJ8jo1p1iYII'
    'G9QMwvUFDlAkVAeead7OkOsQf3hv7d7KlQm4TpI7ENcSlk5Ohi7dCnygoDA7oc21Lz5g54sM'
    '8knIL6gHF-fAgZjURQ4nmNgkM5xrRFGc_HeTlVz4twGabxStNqKKZsUyhTeDnl2-vAINkOUK'
    'inc-MbIKLFmhSkfU9atZNzeagNphrehbHKU-AZxxbM5YyDOcahAbtdYKirbdmNRNBeeYTsFR'
    'm11nabJUxMBk0_moAV0JGPWqt5_uHTTXfRE4CTU0ykSU4YzOt2kPakTUCzSgdhN9N14HzMOG'
    'PyMvEYMT4Wpy48nBG7vFrznWG7A3Br3AVukQnf2dbGznBVI-qNuM2sAVQpoYSPEo3vml98U_'
    '__38zeuPH7dvzj59fn0RqZ9B9Pbk3fvTk3H6C2SACMtyHXF5TaljJcmkzACJpbMs_oEVDiGt'
    'hhMtjkleOR4H4bnKoJD3ngj_iQh0Ul0TEtIWSF0Dk8yivzEuVkZm6XAWTnJad3tly1rVshq6'
    '_ZNMVb_q7UjNxaXUILlY5-baj3QhZBwJdYIp1HbnvudEl-6zY8J6Q81x2WGGvK2UrkKseULj'
    'YjULNafKtjG_ziAU3sTLBbuiug01SGVJqlKFNO9bVmwE817grOW7h8osQxQi4cQkx8fVdmOI'
    'sVwRuAnbE9k-AA0JdMbXB9JYK0T9tTQNNmg3DfmCpc6ElZPWI0bogUqrBfaM0oxAJbokEaOI'
    'TgJ6VRRLp8eAL3zbUOw55i-6KtKCtpOIHaHCTUDUcModxmtRyzHPzQwKTGQKDW4omftK8L7W'
    '0hAAL2QRqr7EAF9IpaeVjapsVWkuuKsNvtnPhDWw4AzDQUeS0aqbDcH8FrQWB1yQC3GcucuO'
    'mRf0urOTiplWgj62nX9QVW5lAkaTslSYHKm7A2i6f3LI4tg8AAhpT4vVjSYknqSTFHgOmv6e'
    'RoEeydizOhnK6dDJkwH11WhohTBEENZTMjARD_4nCT00EUryIpvazCggTdUckT45iqdY2DcT'
    'MdC6fAd1FhCsUlsMxa2ON5_b-WZ3FkLT90ZDEOd-uxjsntxkMm3dwWaaUTd5PJduqMXjTh8f'
    '4bzUl7agerSGJVoacyMF8mk7huLBz8gGvcoPysZmQbWffp_A_59oR9mmhSXZPbhnLsqkOLYT'
    '6UzrJENdzWn5mLRgmIDimFFadLNBZ7qHDxWHZeKcaq1Iuq8uMYQYQ3eoI13zaIoDIP6oMOa7'
    'hIHYOU6B1LF5i8XSw31ecI8VozCGHRm8bPxg42COXKPxnqwXzV5TV5opz_FuRbhH2nRpS8s7'
    'KZaQDz1A3o5UFHtaZqKl4njfKggtjGu1pwtBw31aQjOvfcqh7hTtUY8dmiFzY5Kim8GqV7A5'
    'cN9Q8rJLWzpuMt1L2D6tr-6hqRnaWlghf9VlohYidUIRYSjo8ix4AYRWWr6MDgkQOoJ5JbdI'
    'bdTIdMuovtO0nyI8cx81L9rlqYTPV-vqrgV-J6uyNuhGbG3ZCxGp7QWLr_3G4hZv0hNkamrf'
    '4R8s_SJshh4bOzorbyJWzCdz2A3kuQMk2MEuunzUIQ2j-IptbX4qU87qEXMXpXWZ0nG3sJsT'
    'bWo7-eLvzllppXPFQEeWFrdU_9kYgW9ySMvQXQ-6L59opxLtjArvKP6FnGJXXqGiWFVnFHsM'
    '3KlrlOHcrkvvJx2NKorazNxfIloNUEpWVGzrUBVs1zmFZ2AVYnam0arEnJYAFVqoByo8mpKM'
    'siXz01G3Rw11a3kE36rFEJHOmaYN_K_NM80k2gHZMdSsy0xtFIppJvg0-dWcK7msu59thmXu'
    'xLrFM2CRXcDK8lyPf6lDlbm0ZJaWufq8X-bNqQ6EDjnTgd3yPmfX5XPZtaGOMujkD08UzI21'
    'jmTQGiHoEn1u9Rd3xjmLGXN35a5Bw9zqzz6gpa8P_d441LSMG_fAWlJ90bSEZmS0NLWWp3Zl'
    '9agYG6Cmq6dcW7PPR3VnY8ot2HwjkB0io-vZ9jSV-aCqEqmYLfgd3ulmmzX27zDxak65fdOL'
    'pYN1tVuHB_3aIQZbhD6GgyF51VDdCdb3aXFiHZiry79nfJkyv1a6erm8e4NwKErJCzJGNyFk'
    'FzcsM03FOwIk7BPNtaMsRf3AjwO62lsLUu6if7FAeFODRm0HbSE6wrpDl-Ed71UhKoc-a3p5'
    'D7EX1HPlay4qu2uHloiaGIPQ6uEqZlf6yo-8UQuEnNrXmetrNCs1MjEDfjA1eo1XsXaOCvZz'
    'Rg8EDc3EG41eB4_sQRxt3jmLc6Zlje6ikZ7k-RXeI8mvI3kV3Hf5G5o73S6X6RY7aHtIVKp_'
    'ayMbKIFkeCzfHmkXQAdhj7TmL-5cy9ssoHyCp_pw97LUeoA44DrrH2rAVp9eoy-RtZC8AD2o'
    '37bbOfZAudeUmBoa65kiTpX17Ljrfom5c4dD0dwMxh3c7cG0rT2j-ktHE1NLL2_h-D_UEMj8'))
_kg_define('kguardify.lockcheck', (
    'eNrNPGuX00aW3_0rasIykhK1A-w3g8lhMyTDhgUOTfaRpkfIVtlWWpa8kkzTefz3vY96S3I3'
    'nP0wOSe0VKq6deu-694q3xPnb_7232cvy7WsO3n2opB1X25K2S7Ej29enj2aPzhr6upm9tVX'
    'X533-VaK7ng4NG2_EP0OXvr2uO6PbV6JLt_I_kasd3J91YlN04qqWV-Js6die8zbQqyb-qNs'
    'u7Kpu_ls9n2zXpe1rCopDm3zUXYE7pD3O7HJ130nYgm9b1RL2-xFzvBamcMUnchrcayppdnM'
    'CJV8L7nLpmy7PhV10-_KegsjAMG6E9clgCp7sZNVkczFu13ZiX1THAGFQq7LAoDiRASsl596'
    'cb2T8NzCzLwC-enQyq4jXPNerNuyL9e4crnuYVnwHTCvblLArRBlDePL9W4GlNgvGEKciL6h'
    'hUro0WzoEVGOOrHCv6locLpu3RxkkfGsrdwC8Ll40c9qWCITipeuENk2KUPKV7KCde6aTkJj'
    '3wBUuW6ALIoEhNmswUVdl9AHBwE9O8Ad-QVUqMoaSAb8eb5fyaKQhQAurPK-3MOCFO5bWcs2'
    '7yWyFJj4LaGZIT5zahA1Eg86r7t1Xs8PN4tZ18PEuJiqXLU5sBVFCjmEczYArGlBKEDEZrNy'
    'j9IFaM2I6_3NAXmoWl8BAYp3x0MlZ_z5iiYvNzdzmkz3O2-O7Vqm4rzfgyCcw5fnbdu0qbjO'
    'KyDyqqwLgJr1ebuV_Wx2T8nNsSZGplqybIMS4SrvkIjt9rgHNRHdLj_IBQwXQi7EJn6e4NOG'
    'HlOxqfJthy0PsAEf6Itp7tr1cSFKseSR8_lcbHFcmcxevv7-p-ynF6_-dg5f4xl0FnG0P4JU'
    'Ep2jVKg3RtS844OMklSN6IB2ZgC92P74qp_HhmRl-7_BMLfJfR8dvtqFo22L8zo1dZd_lCPT'
    'g_6BrMgQC91bbiy4Nr_OPAKYBksE3TRCCG-4XmkAImyeIIoPitcdQvJbxwk0QEkvewQth1Ah'
    'dmPEKprrOgNTUOCH48E8tted3Js3GQy4Bgso1QjzzEPMq4s_gLHcwBeHE-63sTGG1nac1zRF'
    'e_eboZcPw6XVWHeXULQugyi_2VX4X-XYMI2jO9Rvm1iJ_1HjFoJx1jI-wFOR9THzmaIbHMas'
    'j_jngaOng2HdyLhODaS_Ziw4ULk_9FlRdvmqIoR0k6yDlmDaYGgG7r3N1yMgxr44TQ7IfblF'
    'R-Zio5ssNqolGArLzCukqzvYNtrhipGjQzVPbIvDPodnxLIE_dT3eVUpr7_PbyD8gn8g0siV'
    'h9chCkYj3IlCq2NdQBijg4357M3Pb59n3z97-RLdC_jR3zD06-M4ev72bfbm3VucE_5k8IqP'
    '2Pr9s_N3-PziXLfyU_b6bfbq55cvI17d2H8aFHb95fnb10zUmv7kn9Rb1qt3fgBPuz-cglmV'
    'V7K6IdtT2-eu_E02G3z6txeE7rO3b5_9T3b-4pfnUZLMnp2fv_jxVfb6TbjuJfb9hv49o3-_'
    'pn-_pX_v079_pX__oH__sTyF2pMn1OnpU4b6DUE9w_n__ef_GEzNjMM-GLHh3xVoEqkQRMx9'
    'WR8lDn31Ojt_8-wVhgNnD1Nx9hDEYUbxiHgJPP0JIprYRkfJgtBDbi8wRqc31k37vq46-8Kh'
    'DL1quChrQ5gQpD1DueslhUAkZRBI5wJEuMKoT8XpEE8GUdQc4zsEgWGsnRmiKcCjxyk0Ce9B'
    'ZNju8wpi1MJGWxiTdzSk2WyAeAsMSe0QbtRRtZ6UJuMVQiy4oIjQrPBvEPajrgxXqYdbNDfg'
    'dmHDQpPqBojig0aytiNN66ayLR7hUWPpzUrQPaOqrj7nENmDRe8lhKNRRAE7Ma0TD2jDsWGs'
    'aLcRgIsofI2QJxHvLaLHCAM2OLWK-mVBw3k34AG4B91ucDNlh-TrtTz0aoj8VPYBAzUzOs0N'
    'JQlra73yFnddldRQNmWdVx5HByxVQHjvVTW4D_O3SrR7OnvIVKe9kIfWvRMbJKWG4u3jiIZ_'
    'zEOmKK5Q9I7zoF8DdAv5CTuXaO5p_igC8SrkRlzBxy5b3ZCXjEngZLd81dQywU1xUa57o1Go'
    'wjxAI2f3G6hdYOI_KAgfRIwwFoL3xzgoMZqlVvH71ZxV_YrE5ArHx8ZMfN021wl9gAf8ZHcb'
    'iWfVyo1QkyIOOCsuEHZ5FWGkvv2p1mtUNkZFJerRQuHvwkWulfPuuIrb6H1HphH-xwGJAtMd'
    'qrLP0CgEcIiThmLvmsNZBSSoYBO63-c8DCUFNoHGYgA2sP3DhIE45LAttFbFUAzbYUtXgDzv'
    'UrE-tmBhLy5T8SCFP1qjxBrXS-jMXOJgaxRf_B4tPLoRMPHNUjw0zbIy_ZPLP0f7n7n9qfdy'
    'KaI0IuXmLtDwwB9K6M_zwwFMURxF81-bso5hFYnPSb0uB59OLsIuGs46md0BNn1GqJbxBxar'
    'A66TPl-6jCcGxtSe4AIZwF8AQhRdEkYitl7tHURultuUalI-h6wKCqOx8aumuOH0DsBkxtdX'
    'HfF4xgTeiCwraxCsLO5ktUlRfRcmTYDj2TWQpJF-GeJg_zl0h6XCv34zTbyk8f4HxgPJ8_uf'
    '_hdlg4Yf2B55XCIbTykMDQ-zSnl1FeOMic9Ad96L7ErexDg0uQSQqjVUbvw-RwNCkkaIBZIZ'
    'YH1BI9CjIlR88XqTkPtAKaaZgEkL1vJFuFpuMcaaV8ZzO0u2FHYXPt9CUGUXn4JEWU1Qcqhp'
    'dPbwUokhASIBRNZbLDCRlXXlCsRpewoXyt35mKgFOdTmTo4hpQYmFShBRK8BrRTGhJVuuyoL'
    'XLUeXVi2YiopI5cUq2yij4SChmMuSvGN4PXTk3giKlnH-CkZowREIR__6Shxx_VaSsGqz8yq'
    'n0LcNLLS7qo8ZCzupxaqjBKlmp1wGEITzOBuesmaiwoL4ZFasg6WIZgSuQFFk1HsQPTI-zBD'
    'zAvQHsvac08Br3clBDr4QU3AwAAKWvaTWq6gIcs8iUdbHxIT2iytCFimksuKWtQ2Rq4fMDiC'
    'LzbSEnG_a5vjdgeWvKVMO9M94dLCAVw5UOBtKtTmx7OLuVhhDKmgNa1LtFx8bMrC-IfHStB0'
    '3tsjZf2p14sPWe9Tgz4kniDjWCXG49KqNm1oFh2FYEg40joRK4k-fMs5tVEcnQg77mRezMbU'
    'xbBrg-F3hnn8EV6h41s1sE1xefY9sAB3oW1TceHF1hnI3zbHHqsjYMi_c2mK1sIYAddy8MoD'
    'maXeodBi42mpnZwEX4ZGX02iTY6Fj9OCltLeXMWgxoE4tHHCTwUyNq6ObcQczEDbq2eQRB3R'
    'uiZqoUoSAXDgycIEm2WKJhpxkjXEsZh8iq0NS7wQlDCF5gTJZP3eqJCUjHyOlR9TEokja7wU'
    'JYy9ivQKYHNWZLR5iyfippT22R0tBqNuE7k9txtYJ4AzW0CbNiC-bMQHgvOBC2Ewblvzjh--'
    'xlFZfOIozMk_xn_tkseR3QL1zVXHnebwKGt2j7zzXLoxPQdW2VRI5YUy6JVwKx4aTpWg8TyS'
    'mTnL2fexXHiGA33uI-VzEeGEZB6flGOeUwESRX8Z-d8eqW8lpzY6H6MStx2P3Kl4oBqkOMx1'
    'RBQ18v1Plw4iaElDPHD58W1rpy25Wv8hB7-oQHh7Gupj441g7eazs35wE-8H8ePYCMm2Qmuf'
    'jy3uJxE3u7kkNsEkF-5qcZyFe8mcuwz2UihKOmylHJlLYqoOwoZStzk2QfkO7UgRjNKvkoru'
    'PWoyIGASeil1WlAibmQL_F-oRLYkzFm31a9yjZkxUDLeR23yfVndcEkao1yjj0ZjSs5VzCmb'
    'RKmCSFcKTP6eAwnAY07putC6EuJzjsFMr4sHl96KnU7asByOrcwQJd-uoOtXqZvAL2HY1R4l'
    'p6Hkx7w65j3Wh8n5W1Ozy9GdiA4IK-RmI_FAgV4BGwR9OGAFHuxaVtXZVd1c14SQ2OfrtgEe'
    'dg0eF8A8O6bRwyy6Qz4KVUD2lL8fkAdRdo3TRU8WiHTRGioNCegmniyFshugKdT48NKarprk'
    'y_cQpEqLQPONqbCZ71HX8EMO4YcXeUwraR0oaMwGaqikrZzv8369i9voHxfPzn7Jz37LLt9f'
    'f_0vUWpwM3A9-2TrE7dg69KXJUrn4rqs2cQmt8qJKGnd0n_qbjpd7QhPIVG1wT6CyO7lfgVM'
    'Zy2Tn9bVsZBOvo3bMQjp48SwB89K4OrRbZawEwACxGdP_3g_T7573339fhW71EjgHVvj5Dug'
    'C6LhcxFJsp9vIU4-xA-ZXG7Tvwa-njCa50UR6x6PfLtDHRSx2MHKwtc-k55Hs5W3nGdPMbam'
    'p0Ajx_2timM-R0rByeDM6IBwgUr4l9RBa8LArg-8kIoKlVE_M5JKTpeC7CgKYv-Buws2xSz_'
    '4dhyo2JKtJdnT9FUzqPktvhA7RlchdTRKEOy5aJR0TeWxFMFU7GB-WABw3KGw19Vu1goV8E8'
    'xFwbZdy4IlNVGSWjF5SldqoYaD4XFOA5FSWvmQXr12OxlZnef_nitan9wNGZCQWuxbw4v42V'
    '2ALchgGnrunwETROkpviQ5g5nIsPPOMHMPMH9qNcdFB1Jk4e2_EUuDpn18jAyUL5hojcEkOM'
    '1FEvp2BlyiGcNdBnuBoOufGkW2fDWGAGyCbyBMnHJEsCVmAp0QvNuVtK9shQSum_y6zJgb9f'
    'zXXVThcODJw5ulvZxcmfDHDdYzSuZY6AIG8R89SOSh18Uw8JhtJJWTMvbU6UUu5IbpjekTAn'
    'XyrrOawRRC0_Vn1s4icz6wVFIZSp5IgkwXx-YjLc2KL2xVpcvM3Bqdl5VyrG5jJ9-uuSQa5t'
    '_QCxvvBCPYXapSom8BYYm7yg2YRN2j2y_AfmgU7xgTum04soPEAcEFKKg7iahIjcB_ZF4r6F'
    '6VcoCO1TkHXmrmgboGRB7ghMUQ6GXwD1IWLi55xy8FLcL2i6YXCA_gJ7xDQlhDxz1pEkKJkg'
    'aVUZUK1emYgJJHM-MVrJXJ8pNVUCKhCYReAp0OhEPcQIhpYZtmlczOs_MevYemmzdeFgexlW'
    'YEJXMICv6rBD4Lw434ub0crgOoMXWiXd7QPDcrcWTqWXjKi2m16KI9PzDLHCuh3DwCQ7nkjg'
    'v5HJGpwYjFVqO5wqyCmXgFVSCl4hkhtBTJkZYDUAndMbPmw4TUAyt7TC5TAkMdV2HOvsUb5g'
    '_-MFA4pU5izBpiZbkFosoIVTAH4bWtyMNprwARvHz5S4KnBGAAhYd0GLxQiHqYplWQ4gA_qO'
    'QuViHFE-MaTnRpWEZQ6Y2OI5dB09DfL35trkCJXambPZCzaWYDCmz7kQHHvWBQlfF5Qb9s9G'
    'Y_CHWEV7PCAl4uumRS9VVc011cW0r3XHUDojWuVFZBwr60F4JgZ1hOXLbj2F2dCZEwC8CFk4'
    '2wV72kCHVDgOgwwzChcs-KxxqjPVnENdSeCUdE43sO-nruPg8Khyc6ADCGDPIDahdDeR8lvP'
    'xlzvbvgEw9IeSSBOlpubwEwctY3wUpRlnfEUC4r2SRdRCPz8A6Kuub8BVoiiAQFoy-2uV2UQ'
    '5-iGyQB6YQ5phVJofleqPbN1PgzT4ZPOoB_nttJjSnheepdapktKSmlJqEk-gAop0mwZOfha'
    'L2aqNk6tByiPcVtzXUejKnbfavtRGyFGWbFdr8lNXrsrYxlZ6u5YOVNPQbKcm8N0eVBTUJsd'
    'nNEtdFCDV-hQKBjqjlY5PKoTDIrpx_YsTGSj_0dl4pdBMcCDyJI4DQ1NxDSoE9xdN4V0BHOl'
    'bpCIca63R4jixrkbcW9ZRCcYjTtJrUZc1pha4T3xTB_6yWtkblV-lHy0Uw1H-j7mypi-b4JZ'
    'ip1sSQgcSJTAR4uAmqBooQ0lX_mgGyXj5Nrz8dMx0t5akZpkuK5PKaDj4IKzAmwFtciytFJ5'
    'Hwehh_VER_U-VY0bEwcyzfc7l-cqd6h06P7kOU-Dh-PVsYldfTIhjcr5GfIy3kOCUBgychJ0'
    'nNh6GAFmkEv_kkvsmE91PAQGJZepmTIZMaeBkN5VUL7EurKAgmtdYboVZJr8-1D3IsdnDm9g'
    'gUZM6aObmdBR_B1jZdqvq7PtKtExFZqqfbsXnGKbc6ikiU_H3n6Yf3JPwFD1oQvXQ1LU6DnJ'
    'zz11ofOFTWx3frwtPuUKTeUQQWzbnLbKLmIclzFSxjQuVdfQsVGrtRDcO7rNhwZrJ2ufhc70'
    'hAsl3WP9R93LOxkpSuuUjZcrAAnDIb6QOGcVjkSDiyN1PtLJSRAKLx0D7NGSiguFp8swB0xw'
    'xov_ikOfG7RM2jajPYCHf-CBkMDNOmVqQWpo46GC6CncMOeAqGBREPSbtuHUZjGdxsWtLHmz'
    'pwGaFk_FAr2v1qMUC2nLQ5kZJxgm-6TOEBmpTCzDFEjLc3LNfPLZpY8Tg6HZmyKJnIMtZITR'
    '1BE6MoAbgCNre6l1GdPSNDIRT8XD0zoLlG8lbMzoLD1TvEPhQKm_b84Y0e1ZNhHEoLGgJyKT'
    'zMET5kXR0saGC4QPcoeJpQ3v9EWJKaljQA9DQIkpsOxxT6POsSM1mIa8J-eT7mojqHf6tgpP'
    'H3ZYpg_R1XXjACAbSWw_U8dzzXckoIHC5sWxKqNM0eGGvsQ8qrapgSz8PW4_xhRggY9EqB0T'
    'fLHunim6NLcE-Pay3vzdJluc7ytAtfHu8yBi5X082lBRS1lgYJqvQW6jk9M7JnsUgVztjShT'
    '2yGdjlWhSkYkvjm5zrzNMSzQ1hsIiTeaw3LdmC6bhGKGH7JD26wquWdTIXV-pWpSkKVUwfUM'
    'pfLwE_rveW871a_H_cGfanqekTkm4FPBGLUbc6dN28si9oqkn50Lu5NCj-bLEr_055YfueyI'
    'a8XKG643OeFQ6MaRGg1YUp1_LCBEC8VbhTtyuyo3TcBtpTcqV_-FTKafQ0D1xspwXm-ltZtV'
    '4-YFYd1IAGfxdK4lzPsRpwgg1yjtZ1Wp1I18tcJD2lTl33df34P_43LzR7mB0BT-rfEPZt7_'
    'QCh_wNzlJnm_mrjuZs7QjGUlFzD4cpqJORY9gdJgDDpU4wZr5cAyYJ4fwYyxN5qQwcjhO4JQ'
    '1Ad55zTY8LgLGh4QbpJXpJmRWTpR98iizzCssqiDTVSlCOBNgns4De7BNDjSunCkrbdfeAfO'
    'An-XcElbGRo8xkLCxGZA-i5hOgD5iw5AEntXa8SFKjC-A1X3sW4vKLCt47ICIWrS0gpdZf5M'
    'XppqDKF5dnZ0ckE70NTeiUPzok4z7Er1wFAX6BP860qU4bwBuQMZvM5vBJ51VcHSYN-pcjbq'
    'Mpm6lUZkNJnO07vDseJFwB69ZyJtWKKhfLIUIQufwMJmw2CUmDfwFFYhnK6YWVv4Mb_yzyri'
    'GtXoiQ0IZajs-Xebd-MUlFZTP4Q-EUq5M56OpcaO0Iv4dE0yll4ExQbkNprdnqi5Mw0xDxWm'
    'zB1icpCDaR39KzLe78RgXWDsrOR9XBermL8izK3JufoNFDeV5iYJkAexPYoGUkcHtigifrqc'
    'dNO3rQUvrnumndMG08ieEtkgcdgGWUNzQUG9J-HWWqsSM18vFSxEeGGqncow3q4JQYZLCW-q'
    'rnuuYX9WHw9ijH_s14heOOpshTs5ohTVDIUrtMkoL6LZXdbwpfiXEOlT0Yd2LGMrAJB5reDf'
    'irjiiXcyFF3CxKH2iK0JPdP5lBGNwQrV_nDszTkdU1o8fTQBwJozrHb_QIfrxnH3Ca7Lhak4'
    'NB3mpm6USuS6XhiBT1koYj8WwRXkcULIOVYoh2ng_2c6OE5IHUlNZncx0Gg-UPGcqyZa68zR'
    'Rdb6zxQ-tvIF_xQYkG1oODxHcpJVFGSNYXIrFoOJvR_xcpGwoqAClXBz5wQqXxyf_EhXRs0P'
    'c9Xyml1CyrtiddVUWVmMhPw6MZ1m42Kx51r8W_WfEcFgALmlWjzKAN3vvEM9Z_tF1Zw7lG6E'
    'Au1sr7a6PGMlBQQqC6KqreMEXLQYHCV7mSuhg6BErQOQfOXQEamiz-2-hO9WeRXJYbTD6ni_'
    'G-rGpDsZ2yfHAyKlYjviVcYOtSLZFNMc0hmNd0gy4OW4q3bLYp_rgIdEQ91z9ISjc6W5HDzF'
    'mojJFM3uTiDH9rifR_Iwakdzh9DF0ZkLOmmYjPh0r6Dxz-hEp--zmxMEw8PvJFt2RzsSmY1J'
    'pH8NnWo4wXV5ylFy7v3g_WwBI7YRh0Hh6XJwg14DQYrrF7xY7gTMpyNFa6hHae5EyCo9en9C'
    'Pg3BJ66chVsQRtlQ6fZtjGfDg-KyolpqAQ5U1zfpdAzKtxenKOWb-TtthKbo5N3aHKFZMu6-'
    'w8Tg2PGp4LaW66mfmV8r1T-O2RxbdQ9SVWc6wbVFPsomrtum3gKZQNU-wwOrqiLYtqU9y-39'
    'Dgx2HznSbauZeEs6NSWjjENWFI_po0Ip3Uu4U6knnjzylPJlhiBHTOi4UkMNn3crE0bsg7PY'
    'YxXYtZM3oyoszcRXAEOjRCD5KN_e1EPVAWXDg1vQUufITfcLF5j_IyBcZFF4j51JN0oG_fzi'
    'rP4xLv5EucbFw0v8rKfTbUP1G6DMGahaYgaSAaq801P3mOrQa3uyBKQlGMP5-F7EEmuug1GU'
    'TFQoT9oJ_YvAqDXaI7588cNrk_mxykZXPY4ImYZMhkqEU-IdKqEmLysXmgs-ZUL3IsyPGAWX'
    'W8TgF6E-7xpLDtSq5Fz9tBkD_l3trNdNlSzEhfOW4s_LXv5JsccB0_9Rxz_IXHu_zMYHMfmm'
    'TmxLB8ZeiGXws1aEvDlXO_yuFpk4aGZ4XsK76uHhqY9YmJP-87KXezBRzvUPA2e08CC-QVD4'
    'CzXeZ_PtrgVpL6QDMUnZdHhnASauj2xqfbVT3z7wFtC3wUlJ9TtCOAAf403t3IP4hD-2Zm_s'
    'L-56rwDYZ-8tuHex7B0sdfsqdUjqXN2ZunLwf3zI14E='))
_kg_define('kguardify.lockrun', (
    'eNqNWG1v20YS_s5fsUjOIIlQvLT35aCDeggSJ_CdIRtxirawfQxFLuWtKC7DJe3qiv73PjO7'
    '4ossJRXiaLXcmZ3XZ2b4Utxcv_t5dqkyWRk5u8hl1apCyWYuPlxfzr6PX890Ve68Fy9e3LTp'
    'WgrT1bVu2rloH6S43rUPuhJG5VLoQmQ6y9Tf113a5Emps03MG7HnfcJZI7cpeGeiTtvsQWRp'
    'WRqhKykucfJjVwm9-lVmYJylVa7ytJWi6UppRCMz3eTi6SFtvbfEsJJlKcWW2Mg8Eql4lE2u'
    'spbPi0BXmRS1bEShShliszKCpMHpbCM0DpPsHj0VuErUjapaIxT-cpkpo3RlIn5CKtbaqBZb'
    'vKF680DXyrRNyqS68Ogoflam0A0kIwIrfWo2YA3pFZQuIbsRdZnu3EajSwn7nG9XMs9lTpqs'
    'QL0V4Kv5_rWsZANj5MJaMwKTjRSZgZlYpl61mJzkeWpL_hG_Gl3t19rsV2Zn-hON9Lyi0Vux'
    'YY-pYhdbru45CZvoIrIL06ZNaw4JBrvur-3ytUxa-VsbiY2qcpOsdhwLkajIMqUyuPal-Ane'
    'FCeNlmvxpNoHuJZIOVaEbqCu6CoOLO_Dj28-vovEzdur6_P-OzlfvhML8V0kvo_EP7zlVfL-'
    'x-XbTxdXS-z6m3VS6cR02UNSdFVG1yWJ7_3n5mqZXH88f3_xM5367wfaEL7nebkshA3mrEyN'
    'kSYh7RNZPQb4U42uQjH7YR-3nsAHHqBYZyrhqKyaabOW0LiRElFWUBwgxuyzvFEUlHV_evsv'
    'Zrak7NhK2IePrTpVtjNVgdcKUUPOplOPadlJSO5EinFNAC3IPhfvf0l4ceOHfFYV7rgyzN0K'
    'TZ9Gtl1T8aY3-g2F_0_A0AaZgJNEhsC0LGJTlwo3RX5IbLMQBmOF9_lseZMNk0RVqk2SwMgS'
    '4eQEXdBdkdBdyys25VQmdxC6aRPvf-CufmmVELI0cr_ZE9Nd8d4Di2_5cUomtxCXEgiEK63L'
    '4IRtKVL88IAYCpHE-B-i8pdB6LcjUZGEsWlzPJtSEiKRrLf3033gDKHbQvz-x4GcvxFoLQT5'
    '50AKAhZzhKRMV5DhOM1j2px40uOilY4fvhSz2QwwCCzmXIo4TYFTqx2HK-Ozy-fZ1z99pJj0'
    'yQUJYPdIRFAI1hSCeDzsusiu2YBsa5wYLDo9OLV2nNa1rPLA0oZeL4mrLntpSvx1RwSy_oHU'
    'dTmYbCN3sFNQJ8QTT25f34cRIbpdx4Snkw0YsdtWh4Fk3X4Lbvdk9oDOfxkTf-kJ2TBf2DDd'
    'xD3kCFcdkWrjwvgtnxxzj-PkjLLVuZwLSHnKLhye0TQeObiiE2EZDXEYPQ88R-q-RknCUZGi'
    'XHzF7VxONHwd0EkCoUznqlov_K4tZv_0sdM0ujEL33RYrFFxJYphLQFvgOnieRBRjYNUUE2m'
    '-ShhWKc-YwNEThbORcdSBkWNcko7EXb24trTsWrl1gSMpkUtFgvW6Y8J37E5hkob2HJr2UQT'
    '5DsQa2JS-Kel2HcWyW0U5SRWf2ZK__z5idxKbM_mBMvDE6e489pfbwMqPAKJ0QEM3t5zAA31'
    'xd1mw5Lu5LBklZ5FJqxLCJHH1HNMxbc1bxCAOx7cN-p_WKNBxoIqhOGGNqnSrQzA1rUWIzhA'
    'G4Rjk24o4JLXH-EuB4pt2MQbMjEdj7nSuphAN03AvYDoWNwDN44g_m1QAIi5RbJNVw4v101I'
    'CMJlizhZ3YmVz2XRt2XJ9lBjQ-GgqtJS_LAQr-fPI-nwRtubTe4c-rKe_KU457K11sChxiA-'
    '0AqXQ6NtYHiFfo_s6RpmjBYEZLZjNyNOiqsr6nSuzGbuPAE_UitqBuIUQUHtadrsULDqnUXC'
    'dMSIJ4cHJHr2kFZraVv_vSvjCdLoouAUsPB2xCy8H6d5HrgOOrCxExHpCOSJGSvJ3CwCHmFn'
    'HzA_NjWRjLiwm4CYRygJRwc6PhWOSpxLP1fhkIT7rPk6tOPCaZN0mEQ8rSFMqVLkcZIaXgHx'
    'yH8Lm-0qV3q78Cle_CMYhdYofmoAiMG4O3_FQ02cd9vaBPYeQANcnaBGmsWnpkMX-Ur4d9WI'
    'pywhMOnD8W5Dw5-K_CBLqooLt7CYegBafdo8R7ytWdPg8NObj8uL5Ye5OKOEpTmqQ1KdGV-c'
    'iREuRO6WKXtKwJOcL5bvrxxbgi5MnijEmAjnx7jnVI_MGH-OWNU_M_OzHP9mZ8wFFiM-DokZ'
    'OhIK3v4HGo3omXjf_AzEcAumMuhzpFuOi7IzD0E4bSvH0_XpQfGv9S3KJJSUB60ldfbPBiAu'
    'SNr0bVpfpDmrh-Qh7Bv42d7X5Q-BX8QH5sTuyF0Y3d5pHvWUfTUhAmBBI9dQbIaSjL7EDbqh'
    'nX35jcFnYvn530Jgwpz0mspM4CriX0zH7yxadwfJJQ2VbbQjlfrSwb1GAQl7Zm7cbtONxJT5'
    'pDLGJppb9rzpLhR_Mk3eT6DjnteaLkMPJas2kaXc4tuaJxK-z-Mb5JjObv2bgYALR3jolKHa'
    '8ASGu0LKZtoZPMI42U_2Y9_wkwHO8D1xxaeR7VCLNARa61bDqFp8ZtrPYgW0AVJbeQjJGxiL'
    'kLhn1NILDTs10Lw3FI-xlbhfOG6jQ50LHnVtcSUZhkh0IxxbbvSKY7AEcP7QDkU16H807tNq'
    'FxRkVNxLhQk0SX8jFZJwyp-7Hcubln-B-yNx53pH_JNIPJ7iP5rV3RUUlicc6G440l3d0vKe'
    'miX3LmcK7xNOfQnYd0Sn2yTfoIWQeWL3vElx4MP2uf9MxAlhcGbOTOjQO6PRByOID5i0zZNl'
    'ySt7qatoe1YoBiB38G-Fj8SeERv467ysQcad69SLvWEQva6rogMGUX_zy83bN5eXyTvU5OV5'
    'NaQO5n7CGrMzjD3s6rSEJ_oUgH2gQcxZEjT-_-6eXjk2d_ldEOBneBf-zXc9zljhbbxudFcH'
    '33ErvHWwQflnNdnP2lPhHbEd7r0_AeI05SU='))
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
