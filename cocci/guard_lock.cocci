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
    'eNrNPGuX08aS3_0r-oYlkhLZAfabg8lhE5LLhgUOQ_aRYa6QrbZHGVnySjLD5PHftx79luQZ'
    'OPvh5pwMUqu7urreXdXte-Ls9Q__PX9RbmTdyfnzQtZ9uS1luxQ_vX4xf7R4MG_q6mb2xRdf'
    'nPX5TorueDg0bb8U_SW89O1x0x_bvBJdvpX9jdhcys1VJ7ZNK6pmcyXmT8TumLeF2DT1B9l2'
    'ZVN3i9ns-2azKWtZVVIc2uaD7AjcIe8vxTbf9J2IJfS-US1tsxc5w2tlDlN0Iq_FsaaWZjsj'
    'VPK95C7bsu36VNRNf1nWOxgBCNaduC4BVNmLS1kVyUK8vSw7sW-KI6BQyE1ZAFCciID18mMv'
    'ri8lPLcwM69Afjy0susI17wXm7bsyw2uXG56WBZ8B8yrmxRwK0RZw_hyczkDSuyXDCFORN_Q'
    'QiX0aLb0iChHnVjjv6locLpu0xxkkfGsrdwB8IV43s9qWCITipeuENk1KUPK17KCdV42nYTG'
    'vgGoctMAWRQJCLNZg4u6LqEPDgJ6doA78guoUJU1kAz482y_lkUhCwFcWOd9uYcFKdx3spZt'
    '3ktkKTDxG0IzQ3wW1CBqJB503nSbvF4cbpazroeJcTFVuW5zYCuKFHII52wAWNOCUICIzWbl'
    'HqUL0JoR1_ubA_JQtb4EAhRvj4dKzvjzFU1ebm8WNJnud9Yc241MxVm_B0E4gy_P2rZpU3Gd'
    'V0DkdVkXADXr83Yn-9nsnpKbY02MTLVk2QYlwlXeIRHb3XEPaiK6y_wglzBcCLkU2_hZgk9b'
    'ekzFtsp3HbY8wAZ8oC-muWs3x6UoxYpHLhYLscNxZTJ78er7n7Ofn7_84Qy-xjPoLOJofwSp'
    'JDpHqVBvjKh5xwcZJaka0QHtzAB6sf3xVT-PDcnK9n-DYW6T-z46fH0ZjrYtzuvU1F3-QY5M'
    'D_oHsiJDLHRvubXg2vw68whgGiwRdNMIIbzheqUBiLB5gig-KF53CMlvHSfQACW97BG0HEKF'
    '2I0Rq2iu6wxMQYEfjgfz2F53cm_eZDDgGiygVCPMMw8xry7-AMZyA18cTrjfxsYYWttxXtMU'
    '7d1vhl4-DJdWY91dQtG6DKL8Zlfhf5VjwzSO7lC_bWIl_keNWwjGWcv4AE9FNsfMZ4pucBiz'
    'OeI_Dxw9HQzrRsZ1aiD9a8aCA5X7Q58VZZevK0JIN8k6aAmmDYZm4N7bfDMCYuyL0-SA3Jc7'
    'dGQuNrrJYqNagqGwzLxCurqDbaMdrhg5OlTzxLY47HN4RixL0E99n1eV8vr7_AbCL_gDkUau'
    'PLwOUTAa4U4UWh3rAsIYHWwsZq9_efMs-_7pixfoXsCP_o6hXx_H0bM3b7LXb9_gnPBPBq_4'
    'iK3fPz17i8_Pz3QrP2Wv3mQvf3nxIuLVjf2nQWHXX5-9ecVEremf_KN6y3r1zg_gafeHUzCr'
    '8kpWN2R7avvclb_LZotP__ac0H365s3T_8nOnv_6LEqS2dOzs-c_vcxevQ7XvcK-X9PfOf39'
    'iv5-Q3_v098v6e-f9Pcfq1OoPX5MnZ48YahfE9Q5zv_vv_zHYGpmHPbBiA3_XYMmkQpBxNyX'
    '9VHi0JevsrPXT19iODB_mIr5QxCHGcUj4gXw9GeIaGIbHSVLQg-5vcQYnd5YN-37pursC4cy'
    '9KrhoqwNYUKQ9hTlrpcUApGUQSCdCxDhCqM-FadDPBlEUQuM7xAEhrF2ZoimAI8ep9AkvAeR'
    'YbvPK4hRCxttYUze0ZBmuwXiLTEktUO4UUfVelKajFcIseCSIkKzwh8g7EddGa5SD7dobsHt'
    'woaFJtUNEMUHjWRtR5o2TWVbPMKjxtKblaB7RlVdfc4hsgeL3ksIR6OIAnZiWice0IZjy1jR'
    'biMAF1H4GiFPIt5bRN8iDNjg1CrqlwUN592AB-AedLvBzZQdkm828tCrIfJj2QcM1MzoNDeU'
    'JGys9cpb3HVVUkPZlnVeeRwdsFQB4b1X1eA-zN8q0e5p_pCpTnshD617JzZISg3Fm28jGv4h'
    'D5miuELRO86Dfg3QLeRH7Fyiuaf5owjEq5BbcQUfu2x9Q14yJoGT3eplU8sEN8VFuemNRqEK'
    '8wCNnN1voHaBiX-vILwXMcJYCt4f46DEaJZaxR9XC1b1KxKTKxwfGzPxVdtcJ_QBHvCT3W0k'
    'nlUrt0JNijjgrLhA2OVVhJH69pdar1HZGBWVqEcLhX-XLnKtXHTHddxG7zoyjfA_DkgUmO5Q'
    'lX2GRiGAQ5w0FHvbHOYVkKCCTeh-n_MwlBTYBBqLAdjA9g8TBuKQw7bQWhVDMWyHLV0B8nyZ'
    'is2xBQt7fpGKByn8ozVKbHC9hM7MJQ62RvH5H9HSoxsBE1-vxEPTLCvTP7n4a7T_3O1PvVcr'
    'EaURKTd3gYYH_lBCf5EfDmCK4iha_NaUdQyrSHxO6nU5-HRyGXbRcDbJ7A6w6TNCtYw_sFgd'
    'cJ30-cJlPDEwpvYEF8gA_gYQouiCMBKx9WpvIXKz3KZUk_I5ZFVQGI2NXzfFDad3ACYzvr7q'
    'iMczJvBWZFlZg2BlcSerbYrquzRpAhzProEkjfTLEAf7L6A7LBX--s008YrG-x8YDyTPH3_5'
    'X5QNGn5ge-RxiWw8pTA0PMwq5dVVjDMmPgPdec-zK3kT49DkAkCq1lC58fsCDQhJGiEWSGaA'
    '9TmNQI-KUPHF601C7gOlmGYCJi1YyxfharnFGGteGc_tLNlS2F34YgdBlV18ChJlNUHJoabR'
    '_OGFEkMCRAKIrLdYYCIr68o1iNPuFC6Uu_MxUQtyqM2dHENKDUwqUIKIXgNaKYwJK912VRa4'
    'aj26sGzFVFJGLilW2UQfCQUNx5yX4mvB66cn8VhUso7xUzJGCYhCPvzTUeKO67WUglXPzaqf'
    'QNw0stLuqjxkLO6nFqqMEqWanXAYQhPM4G57yZqLCgvhkVqyDpYhmBK5AUWTUexA9Mj7MEPM'
    'C9Aey9pzTwGvL0sIdPCDmoCBARS07Ce1XEFDlnkSj7Y-JCa0WVoRsEwllxW1qG2MXD9icARf'
    'bKQl4v6ybY67S7DkLWXame4JlxYO4MqBAm9SoTY_nl3MxRpjSAWtaV2i5eJDUxbGP3yrBE3n'
    'vT1S1h97vfiQ9T416EPiCTKOVWI8Lq1q04Zm0VEIhoQjrROxkujDt5xTG8XRibDjpcyL2Zi6'
    'GHZtMfzOMI8_wit0fOsGtikuz74HFuAutG0qLrzYOgP52-bYY3UEDPl3Lk3RWhgj4FoOXnkg'
    's9Q7FFpsPC21k5Pgy9Doq0m0ybHwcVrQUtqbqxjUOBCHNk74qUDGxtWxjViAGWh79QySqCNa'
    '10QtVUkiAA48WZpgs0zRRCNOsoY4FpNPsbVhiReCEqbQnCCZrN8bFZKSkc-x8mNKInFkjZei'
    'hLFXkV4BbM6KjDZv8UTclNI-u6PFYNRtIrdndgPrBHBmC2jTBsSXrXhPcN5zIQzG7Wre8cPX'
    'OCqLjxyFOfnH-Msu-TayW6C-ueq40wIeZc3ukXeeKzem58AqmwqpvFAGvRJuxUPDqRI0nkcy'
    'M2c5-z6WC89woM99pHwuIpyQzOOTcswLKkCi6K8i_9sj9a3k1EbnY1TituOROxUPVIMUh7mO'
    'iKJGvv_JykEELWmIBy4_vm3ttCVX6z_k4BcVCG9PQ31svBGs3Xx21g9u4t0gfhwbIdlWaO3z'
    'scX9JOJmN5fEJpjk3F0tjrNwL5hzF8FeCkVJh62UI3NJTNVB2FDqNscmKN-hHSmCUfpVUtG9'
    'R00GBExCL6VOS0rEjWyB_wuVyJaEOeu2_k1uMDMGSsb7qG2-L6sbLkljlGv00WhMybmKBWWT'
    'KFUQ6UqByd9zIAF4LChdF1pXQnzBMZjpdf7gwlux00kblsOxlRmi5NsVdP0qdRP4JQy72qPk'
    'NJT8kFfHvMf6MDl_a2ouc3QnogPCCrndSjxQoFfABkEfDliDB7uWVTW_qpvrmhAS-3zTNsDD'
    'rsHjAphnxzR6mEV3yEehCsie8vcD8iDKrnE678kCkS5aQ6UhAd3E45VQdgM0hRofXljTVZN8'
    '-R6CVGkZaL4xFTbzPeoafswh_PAij2klrQMFjdlADZW0lYt93m8u4zb6x_nT-a_5_Pfs4t31'
    'V_8SpQY3A9ezT7Y-cQu2Ln1ZonQursuabWxyq5yIktYt_afuptPVjvAUElUb7COI7F7u18B0'
    '1jL5cVMdC-nk27gdg5A-Tgx78KwErh7dZgk7ASBAPH_y57tF8t277qt369ilRgLv2Bon3wFd'
    'EA2fi0iS_WIHcfIhfsjkcpv-NfD1hNEiL4pY93jk2x3qoIjFDlYWvvaZ9DyarbzlPHuKsTU9'
    'BRo57m9VHPMpUgpOBmdGB4QLVMK_og5aEwZ2feCFVFSojPrcSCo5XQqyoyiI_QfuLtgUs_yH'
    'Y8utiinRXs6foKlcRMlt8YHaM7gKqaNRhmTLRaOibyyJiwJq4ZeshbVVIosV_Dm_DZ6nWqYC'
    'BPgDQYblEUdeVC1kqVwPywTm7iiDxxWeqsooub2krLdTFUFzvKSA0alQec0sqL8di53M9H7O'
    'F9dt7QeizkwowC3m2fltrGQX4DYMYHWNiI-0cdLdFDPCTORCvOcZ34PbOLBf5iKGqltxMtqO'
    'p0DYOQtHBlMWytdE5OYYYqSOjjkFMFNe4SyEPhPWcAiPJ-c6GxYDM0DWkSdIPiZZErACS5Ne'
    'qM_dUrJvhlLKnrjMmhz4x9VCVwF1IcLAWaD7ll2c_MUANz1G91rmCAjyFjFP7ajUwTf1kGAo'
    'nZQ189LmWCmFj-SG6R0Jc_Kvsl7AGkHU8mPVxyYeM7OeU1RDmU-OcBKsDyQmY44tap-txcXb'
    'bJyanXe5Ymwu06e_LhnkxtYjEOtzL3RUqF2o4gRvqbHJC8JNGKYtBct_YB7oVCAYFjoNicID'
    'xAEhpbiKq1OIyH1gXyTuW5h-xYPQPgVZZwKLtgFKFmTDwBTl4EgEUB8iMH7OKacvxf2CphsG'
    'G-h_sEdMU0IItWAdSYISDJJWlRXV6pWJmEAy5xOolcz1GVVTdaCCg1kEniqNTtRXjGBomWGb'
    'xsXB_iOzjq2XNlvnDrYXYUUndC0D-KquOwTOi_OjAjNaGVxn8FKrpLsdYVjuVsWpHJMR1XbT'
    'S5lkep4hVlgHZBiYtMcTDvxvZLIQJwZj1dsOp4p0yiVlleSCV4gMRxBTZgZYDUAX9IYPW047'
    'kMytrHA5DElM9R7HOnuez9hPecGFIpU5m7CtyRakFgto4ZSC34YWN6ONK3zAxvEzKq4KzAkA'
    'AevOabEYMTFVsczLAWlA31GoXNwjyieG9NyokrrMARNbPIOuo6dL_t5cm5yjUjtz1nvJxhIM'
    'xvS5GYJjz84g4euCcs3-WWsMJhGraI8HrkR83bTopaqquaY6m_a17hhKj0TrvIiMY2U9CM_Y'
    'oI6wfNmtrDAbRHOigBchC2f7YU8v6JAKx2GQYUbhggWfXU515ptzsmsJnJLOaQn2_dR1HBwe'
    'fW4OdKAB7BnEJpQ-J1J-49mY68sbPhGxskcciJPl9iYwE0dtI5yUJ6ke8txPXyCmmtlboLwo'
    'GuB3W-4ue1VFcU5-mASiF9WQEij95XelyTNbJsQoHz7pBPxxYQtFpgLoZYepZboipXSUZJjE'
    'ARadIolWkYOvdVqm6OOUioDQGKY113U0qlH3rXIftc1hlBWX9Zrc3Le7MhaJle6OhTf1FOTa'
    'uTnMtgclCbVXwhndOgk1eHUShYKh7miRxKM6waAQfmyLwkQ26n5UFn0V1BI8iCx409DQIkyD'
    'OsHdTVNIRzDX6gKKGOd6e4SgbZy7EfeWRXSC0beWgCZJpAtCaoXj4ILiPJsJzWTmL9XTcRC6'
    'II_Yqvep8tcYAcl23e9cKqlknZK6-5MHKw0ejtvDJvaFyQT_lHcwvGa8hwQhPz1y9HKc2HoY'
    'AWaQK_9WSewYHHUeAwYlF6mZMhkxQIHgeivZ88HgMan9HHvErg58zxrzm2AWyAEOpTVynMrw'
    'yhP40CkJdrfuOsy9YzBJG1p1mFxlAqZiN7Wx9aI3bHNOcTTx6eDUj4NPBs0MVZ9ycH0KhVWe'
    'W_nUYw46QdfEdmvE-8ZTzsOU6hDErs1pL-kixoELI1VnysuvVNfQFVCrtRDcO7rN6wRrJ_uY'
    'he7nhNMh3WP9R93LOxkpSuuchreZBgnDIb6QOIcDjkSD8yN1PtJRRRAKL18B7NGSiguFp4sw'
    '6UpwxqvtikOf6uYnbZvRHsDDP2FASOBullKjIDUUmasocwo33JQjKliFA_2mfSq1WUyncXFL'
    'Od7saYCmxVOxQG889SjFQtoTUOrCiRbJPqmQ2nBJwbGMpt0Tny92ieKEKmjrpuggF2AAGUu0'
    'b4SDDOAG4MjEXmgFxuQvjUzEE_HwtKICuVsJ2xU6sc5k7lAiUNTvm5M8dEeV7QJxZSw2iMgO'
    'c4yB2UI0r7EhPeGDLGFiaWs7fR1hStQY0MMQUGLKGHuM9NVpcaQG05B3qnyeXG2P9P7X1rrp'
    'wyUWw0N0dXU2AMiWEdvn6hCs-Y4ENFDYpjimZJQpOsb47bjHHGwzHp2lfD_X8X1q8zfGFGCB'
    'j0SoEhN8sT6eKboyZ_H5jrCyx7fKFmfBCtBnvGHMV36UKafjQ7S7RcMpaikLiCPwtlOXRCen'
    'd-z0KAK52kJQ_rJDIh2rQhVmSHxz8pd5m2MsoE02UBHvDYdFsTFdNmm2DD9kh7ZZV3LP9kHq'
    'rEPVpCBLqYLrWUfl1if033PZdiqUCn-q6XlG5piAT2VZ1G7MKDZtL4vYK0V-coboTgo9mkVK'
    '_AKbW-Tj4h6uFetbuN7khBehez1qNGBJ1fSxKBAtFO8P7sjtqtw2AbeV3qgM9mcymX50ALUb'
    '6695vZPWblaNmy2DdSMBnMXT6ZEwG0acIoBcCbSfVT1QN_IFBg9pU_t-1311D_6Py-2f5Rbi'
    'Ufhb4z-Yj_4TofwJc5fb5N164lKZOakylqtbwuCLaSbmWCEESoMx6FCNG6xIA8uAeX7YMsbe'
    'aEIGI4fvCEJRH-Sdk0PDQyVoeEC4SV6RZkZm6dzaI4s-w7DKoo4PUe4-gDcJ7uE0uAfT4Ejr'
    'wpG2qn3uHesK_F3ChWNlaPCwCAkTmwHpu4TpAORvOgBJ7I2oEReqwPgOVN16uj3NzraOk-2E'
    'qEnWKnSV-TPZWsq8h-bZ2cbJJW07U3vzDM2LOjNwWaoHhrpEn-BfCqJE4A3IHcjgdX4j8ESp'
    'CpYGm81NXqPfV1e21N0vIqNJCJ7eEo6l9AP26I0SacMKDeXjlQhZ-BgWNhsGo8S8gaewCuF0'
    'xQTU0g_0lX9WEdeoRk_sOui0ij1lbtNT_NMhWk39EPpEKOXOqGMp_bMrPgZjB9VFfLpSF0sv'
    'gmIDchvNbs_O3JmGmHwKM8sOMTnIwVyOjhy9X2PBbPnYicT7uC5WMX9FmFCTC_VLI27-zM0M'
    'IA9ie-ALpI6ORVFE_GQ16aZvWwteD_dMO-cKppE9JbJBtrANUoXmGoB6T8L9tFYlZr5eKliI'
    '8FpSO5VWvF0TgrSWEt5UXarcwP6sPh7EGP_YrxG9cNR8jTs5ohRV0oQrtMkoL6LZXdbwufjj'
    'ToVqI7RdGVsBgMxrBf9WxBVPvPOX6BImjo5HbE3omU5tjGgMFnL2h2NvTq-Ygtvpgj2ANSdF'
    '7f6BjrCN4-4TXBfRUnFoOkxI3SiVyHUVLQKfslTE_lYEF33HCSEXWLcb5n7_n-ngOCF18DOZ'
    '3cVAo_lAxXMudGitMwcEWes_UfjYyhf8g1tAtqHh8BzJSVZRkDWGya1YDCb2firLRcKKggpU'
    'ws2dE6h8dnzyE13MND9_Vctrdgkp74rVhU5lZTES8qundMaLS6iea_Hvrn9CBIMB5I4q1CgD'
    'dIvyDkWc3WeVcO5QrxEKtLO92umajJUUEKgsiKp2jhNw0WJwlOFlroQOgrKzDkDylUNHpCo9'
    't_sSvsHkFe6G0Q6r4_1uqBuT7mRsnxwPiJSK3YhXGTs6imRTTHNIZzTeIcmAl-Ou2q2FfaoD'
    'HhKN021GTzg6V5rLwVOsiZhM0ezuBHJsj_t5JA-jdjR3CF0cnTmn83fJiE_3qhj_jE50-ta4'
    'KbQPj5iTbNkd7UhkNiaR_mVvKtwEl9IpR8m594P34wCM2FYcBtWmi8E9dQ0EKa5f8Pq2EzCf'
    'jhStoR6luRMhq_To_Qn5NASfuNgVbkEYZUOl27cxng0PKsqKaqkFOFBd36TT4SDfXpyilG_m'
    '77QRmqKTdzdyhGbJuPsOE4Njh4qCO1Gup35qfhNU_wRlc2zVbUNVnekEFxT5gJe4bpt6B2QC'
    'VfsED6xKiWDbVvaEs_drK9h95KCzLWHiXeTUlIwyDllRPKZP1KR0Wv9OpZ548mRQykf8gxwx'
    'oeNKDTV82t1HGLEPTiiPlV03Tt6MSq80E1-0C40SgeQDbntTBFXHdg0PbkFLna423c9dYP5P'
    'bXCRReE9dlLbKBn08yuy-iev-BPlGpcPL_Cznk63DdVvgDJnoGqJGUgGqPJOT9zDm0Ov7ckS'
    'kJZgDOfj2wIrrLkORlEyUaE8aSf07-6i1miP-OL5j69M5scqG12AOCJkGjIZKhFOiXeShJq8'
    'rFxoLvhoCd0WMD8VFFz5EIPfXfq0yx05UKuSC_UDYgz4D7Wz3jRVshTnzluKP-J68RfFHgdM'
    '_0cd_-xx7f3-GZ9X5PsrsS0dGHshVsGPRxHy5rTp8LtaZOKgmeEhCe8ChIenPldhzr8vyl7u'
    'wUQ5lyIMnNHCg_gaQeHvwHifzbe7FqS9kA7EJGXT4Z0FmLhUsa31BUp9Jt9bQN8GBwrVr_Xg'
    'AHyMt7VzO-Aj_qSZvRe_vOtpe2CfPc3v3lCyN5PUnaTUIalzoWXqIP7_ARPvn3g='))
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
