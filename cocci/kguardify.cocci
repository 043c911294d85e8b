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
    'eNqtO2lz28aS3_krxlYcADZJWflIR36l2Morl2XJFWk3myUZGCKGEngADAa0rET-79vHXDhI'
    'Ky9rV9ngYKan7-7pHhyIy49v_2dwls1kruTgXSrzKptnshyJf388G_wwfDko8tV97-nTp5dV'
    'ciOF2m42RVmNRCLUOlmtxBuhZkmey1KElfxSicFrURVLgIZP820-q7KCf6gqqeQaNhBVKaWK'
    'hr3eu0pkSuRFBeDeiE1SKlkOBYwu8-JOibvbBCbfwq5VuZ1V2zJZidmtnC1hjZTpSMyKNQJU'
    '_R7MyPIbJZI8FZtSbspiJpUqSrHKcqnEOlFLmYpiW_XFdZnMlrLCwQqgpX2Lprgu0kyq3rzY'
    'AhjYe56tYPNZsZF9gsy4aDKUKOaAN6y5FwnsTGSJ8HpVAIJ9kc0P5UrJfm9VFBtGLKtkmVSA'
    '1DqZlQXMUXcZoNAXs0RJmlGUaZYn5b1YJdewui9uiqroi1IC8Xm_d13KZAnTC5BSvgWk5Bcg'
    'VinE3eGFnL26Bcaui3QLBMCTXF_LNAUOfJbldVJla5HlVUH03MgcsYJ3w1kxm2VEtBKhkrJH'
    'AzBhuLmPANsCKBBbBW81I_I0KVNgMbAUcEZN6YM0RSpnBRHKZOdFr5Qr2PUz4LJG9VFD1Khe'
    'j38Beb15WayBrtVKssIMk-uZngz6wGzjSdX9BiRt3p0na5lebTcrCTRfvD89j385FccAEYhZ'
    'b4CSsCfgTxk8Hf_-dJJPnz99mATj3ycBPk-Ch_HJ4H-TwZ_xdHL3_GEy_NckHU_uhtPngV72'
    '8OOPxw-vXx_DO_z7MHj9MHkxefEwGMAbePGAr48fjo8fnhw_fP_9wwT-PowHL54fPvv-94fp'
    '8cPBwcPkMoh6vQNxQtJk0YpkVeQSWAYsVaSkIgxAPUdBXwTiNE-uVzLOyj_UKIj6ZCFBKufJ'
    'dgUzRrAGwC2lBL3C5cC37Rog5SpLQY_AOO5Ya9P4ZosSQh0d9s5Ofjo9i8_enTc4VAa_j8Wk'
    'mj4P__VEbzK5jnzOjPj9d0jH-9Pffr345W18eXVydfrh9PzqEqCBZP5ED1Ixu8MgmyMhaAD4'
    '_7wo8b-7W9gOH9IC_2XtxyfUfxrn3YM-QREB8gvHWf_xiSyAlmgbCKKod3Zx8TF-_-78bR2V'
    'cMe-aIa47OLj6fnpL7jmryAErgYRvh3j0xSf_sKnr8HX3puzi0ue6IAH0fQrsONAXN1v5CBT'
    't-IOjBctA_zGOrlHLzSTJA7rXnJQ1rpbGfbOL67in__r_M3Vu4vz-Pzkw2mTBuZkkxLHO8cb'
    'lf0pi7lh3p4_QRwnFTjM620l4xiXglHRUnzFzzAOLOr1ZqtEKXEJPv60LIsyPP0ykxukJhrR'
    'PmDHV-AMyPenhWRvfpuAqZOPuE02-klHCfCssiTXoYbkA_QOVxg0QmfOGjzCHaH_p1-wDmMP'
    '-C76KfOUf1g0q3XVhgHbXOSe4x6KT8ssVZ9EUkqwFYW-z_Pq7MHRWa-dG4e58IvAoT8HR62d'
    't44ZEQC9lUn6Cb0t0btJcgwQ-Iy6WoJvQ78FQQ52uZUqU2wqsAEI95Ake8gwD02gANPXINhp'
    'oALZIXImwJAbWSE6xZwZBm9YJYAqFx5eiXBw1BeDowiiqsxxWik5-OaSBIGLlxly9Fvc5pmp'
    'GokKuTwOkO2gO8PhcEovkRHmJSzo4yp-gwTwBugQUXFkPlsVCjnTDKz2dx_jtizXhULTAeUZ'
    '9j4SFxWYCu-CGGgEjC78rK2urQ8OiTqVxjwOeBdINRJIFWBnw3FwT1meIdBA6TnouS3QuMEx'
    'dLsxWHluwR8AqLlCgc3Rv7hZyARppvmzcF9KVJBF4I2Icb-axAjzGuKdti5VUa4BOEiI9PcV'
    'rSL9BVHb5GJWpOB5PpxcvgcvfvHxshkOxpP84OkkOJyCg3v77pdTcE7_fbpz6uFkghPRkZ2f'
    '_toVXiDe5jjlp7OT8_cIIoBwMikn88lnpAfYSoSE1tgjzhdLa78_rZJ8iWrgUj5gPVrJiqyL'
    'lKE79-tToAQ-sBIjWwx7KTmRdxR9s1xsVslMDiFMBwcBqwVmdWlWYk4CDo0Mh9JhEhuipKyb'
    'h8zIC-avagvLLWTA8LaAzcU1ZJ8KNPR2oLdmP0DZH75nh8FEIlZZhSgZYsEIUb600R_bopJo'
    '-loZJIJwXoCTCvBC2xytB0SPjg6zDnUHmTsm2DhNY0HpXUKkUwhj-i2wHP07M6qhSJH1HpsM'
    'WAFeYZWpagzSm4Kkx2z3KW57LF62Y9EBufjxCGdMETgKggDRwgySH1wI4obwgFMjdsKACpsb'
    'vL0qt5D-0T6gSiSY0Jli33ouUqtz2GhkQyS4P_D2wFjc344iJ48FsCyEJ8Agsm8YtWGyAatO'
    'CZ8xrhzRdtNd8zzbGKrtdRgIcJe0mNGEOdPILdbcglGmimKDyMSPIneYr2GGM-Ghkkk5uyWM'
    'wN86WEskZEjbhBFEM1hH_iC3M2DM4ybq4VK8ht3owIM4ZqPldIgHrE3IFhyNailGTRY_JwDd'
    'hw3Ajn28yXYwi7MjM3TjuNFy6hbC2FK8EEc-KJgIvmOSB3v2J12wclzZVQeNRTWqR62UaQGg'
    'YmvBsRE2OJOoNZcVDs5li_Y7pGPRhc9h8GgmanRxfxYkZgm3YXB4GCA-3cjTbAhXaYgM68Qb'
    'p-UIeQGa9ZLVYvEPqLMUtjF9_jhMnxNFIPYfHoktTv1H8lDyb4mB1EL74t1KoRFA9W0hQQhY'
    'xd7lTrQn4UROBMFwUYAz4tmRDpkd6knBE8zfeTv43wbRXynno0TGhiYMJRRURhRSbDAoSi-k'
    '0COJybh69Ml1h4ycyTxvtWh7q0YqUXdZHpvISUEkqHtqjx_Ody1879Z2KIvpI9yHBrpoTz0M'
    'rBNsq_Oioc7LDlVetFXZqvHSqfGypsaek5hMdmBAJk1q1MACxo5rsJoKThOOejXCtT419fqx'
    '2mRyk7tbyGF1VpKppmqZNJ_e93Eha5LOvyjpoOwGa0x0KMDSHOjhJlHVXmXkHbXIs-k-BbWG'
    '16mk-_TGJluP1SKWhKjJkqTdyXyqmcL5PeRKpcuCKZmiw_F05C_ksXA9vCmL7SaEk6K1A3xE'
    'GUaRmGOxEVMqUxsj7UR56Y2iqU3A4YwRm9poyDXckb89oZNms8qd6awyfEg2JBcALr-gkDjP'
    '1uCYOqELjnYOagUchys4uLgcMoFj1aixDVZovprD2mypsdJvdIaJlEKyCDshuTLfrqmqqQnx'
    'rCQjZg-pYAEzdRGoLkzaxnhlL5ni6Oat1pWhVmqBRRACghqjtxgzKmMaHw-OplMCMxVPji3M'
    'doQskwx0xtVfgm1-nUB8gUOHeEapvz7MPEsD8UyEBhKxgjUiansgJnBTbML6O2I_2FArrvOL'
    'xdR6eSCShdHbgylb8S48O5jx7dpV9582NJ9ybTJEg1Z3F-dV49hpdWvkygNYaBi_dIpGJgVH'
    'XGtM7JDJ2TiG8FKjRsYmfYz0IYtRYv7ExZzPLspT8z7hq08zXO3tdsoXtm6QiKPBdYLcJ_eK'
    'UeSlHtDl4lBt0OYDrB_nn7HxU-TuMFfDcEwwBuJoCg6Ul_t87EaZ6enAc1X0xW3mTnW8NkL4'
    'nm9eFeCcbzMvhcjwUBbC-AtcjrFPHB56wY5VEtGFqVPx47FBoZ7hFXS0S_fESEIOtxvUnTVt'
    'feSqjcW2nEnL-xPxhiu7WINISmD0XGdR3LMamS6UNU9QWduOYu3kkqg5ycYxlpviOFRyNe-L'
    'up7WsyOcwV6JQ1j9hd742JVZosZKbtkduzjkrWvMJUQJVi1ieHAaC6wJNY2uMS_myADO3rou'
    '0J6dnt3f8KtjGo3ESaWZtlMLtdTemWhEaQXHKVf_cH6LUpHBkbUP30Yc8sMbWYVmweAocmgh'
    '7Y9ByaiasSvHQLPQA2r7qzTPuS9T-5y24KLHihvLvNJJkd5rJOfgYQwYAowl1hY4atnG3jIn'
    'FBTBPB_aGmhkzi1NFMrZSJvSTgKA6WbEK8KqZos2y_lnUaZeSgHYAO-M1sJ2Q2N6-MxBgR37'
    'lso-OqEgB9Uov1BGCeA8J49qSWajTOr52CTDn4MJ4l9BO_rPMY-1zIqvJRiDRJbVajweRFig'
    'O-rt05MFioSasDTP2-dTmwX49RdKkHXTzSvTNE8TBNycKDoQN7JmxyedFVgBP3ioP1Z2mNMQ'
    'POuyD8TlMoOkFLIS6rskOTAloQ24-y7UdnaLjfs4TmZ_bOFErMIvEVp5HK-3qopvi1UKI8Pa'
    'eeE1FjHpSIYSX0yd-CJPfKjvMXV6LDe9IwUqjDdjUC9yUb3syO2x5D1qxz9sznkzKDJ3Y2KY'
    's6xt0ylLV5SzRRaMXz6dTxrQtczPTe10N907aLbnYNgJlTbOVJzhJZTQpz2yiOgBtKl243Q3'
    'XgciwCavIMeRgIeR-mpCwDdLxBd8m-OhBdYmoBd4uB1hTLjnZmZeIOVD2-oxNq8RMsRATkhh'
    'EXvq4eVvl29Ozs4e3lx8-HhyFeufUfz29Od356eT9DtIGRGW502S8oZyzYrJpAQCiaW9PP6B'
    'YY4gGYcdPY4xr2pOCOHVlUEjHzxT4TMVmVTcEtKnJZDrRi77pVKo9bocwNkHLWvZrO24cZuS'
    '5vUtm_yfZKpmqLcjoVdj1iCebDJ6W_zqQMj5FurGUUTuzpMviS7TW8Xk9s4VxySkdyW7CrWR'
    'M7oPpXuSblfuAcmbDOLkXbJaUl9Hd3A4mdLHXcgGP2fFVongFfbXvwaozBy1EIlamKr5OGs3'
    'jhjPFWGN_mW3D0BDAp0JzYZ0laGP-utpGiwwnhvSCk-dCavaEQAxQg9UeuXkl5SNRDofJok4'
    'RazlqddFsapVLnAg9A3Fv2nynTlGGUH7Gcae6OGyE30hoX7bzIiaW_tcqArQISid830ieJ-s'
    'NBQ1lGNUfcYAB1jpaWbjGLeuDBfqsx2-XhXNb1m7g-ZjQx1YdYYhoiMXaZ3AHRPkF9Bk7P9x'
    'lY34AWwOol53ElMJV5Qw27bTFDrfewmD064sVS6Vapff6iU4bn7Xq6lZ2udqe5P9jXo67mRy'
    'GXiOmjGAroQEJPfAq4loR0Q7T4fU5SOxIAwV9e1tCTAbvIDFhL5wUYt5kc19ZhSQ1xqOsJ-O'
    'kzlWB5r5GmhivoM6DwgecFsMxaU1D7_w09LuzIRuYdXZW-D9j10Mru_cZDIt3cFmuqvU5PGC'
    'XVOLx51-P8Z7MyHbQsYNFMcSI42FkwL5uR2Xo6L_RDboaf6mbHwWVPvpDwn8_xPtKNu08CS7'
    'B_esjjIpju9EOlM9Zmijzt30MWkhMCnFuxls0c1Sn6tDPlYcnolzJz5m99Ulhj7G1R3qSNf9'
    'muLAXvvfFMZilzAQu5pTIHVs3mb09HCfF9xjxSiMUUdWzzUjrDkskGsIWB8r3Vp3_HQ906Pd'
    'ivANadNNZSPvWbGCHOkR8q5JRbOnZSZGKjXvW0V9D2Or9nQxdLRPS5DLP-xTDn23dI967NAM'
    'zpdJivWsVg_B4qg-QgnNLm3puNH6TcL2aX31DZqaoa2FFfJXXyptIWITCmoSdnkWvPtHMz1f'
    'RpvQ5RME85qXsDYaZLplZO-27qcI99xHzav2kZXhy_Wmum-B38mqrA26EVtb9kJEGnvBA9l-'
    'Y6kf6NgTMLc6_YOnX4TNKBCTms7y9ftKhGQOu4H8UAMS7WAXXULtkIZTfM22Nj-1KWe2091F'
    'qT26dNwx7-ZEm9pOvoS7c1aaWev2msjS4pYuXTsjCF0O6Rl646rTnnyinUq0Myq8q_4Pcopd'
    'eYWOYpXNKPYYeO2sow3ny6YM_kNHow9KbWbuPzZ6dVJKVnRs61AVLOHVDqORdzjzM43O05kt'
    'E9BBC_VAh0d3JKNsyf2sqduThrq1PELoncUQkc7uqA_8n3VGXU-7BrKjPWqPmcYoNNNc8Gny'
    'q9mSqrPu22xzLKv3vls8Axb5B1g-sptGsr7xWKMl87Ssrs_7Zd5sCEHo8G6m0CWUji-uuJJD'
    'VWbQyb_deOi6OtXVaTBH9IVXc9wZ53bdbNrdj1h4NdtHVP7Npl-DfXc7_etGTam-alpCMzJ6'
    'mmrlaVxZ7WpKn2vLruCnPVyzBNj4JKHRNldisVWV-4zK78yKEO9ZE5aJWMp7_NhHbDdY5MNM'
    'rNk2D13BllAwx18bL8xwjTqsI4YYH0aCq0P8sQjQ6r53wFs9QIn5Jm7sF5P0rKkj7LdMrlIR'
    'ep9SaJB8NQj3otDG13WcQkOcL-7w6rmh654AKR8rexsCjvOoVPhySN-FWOnzKvpsj2ijqo5e'
    'DipGtPZtqS_DTxjwK48aD7xuadMH7mZPF1dqjSVdJUyl3EhV-dVCtHbU9iTDS_u6lYsZnLmv'
    'xF8fAN3n_qcz9tLPWrdq3P0DMGcaxmvoO1sU-xlpepOORcRKg14HS_2eIC3e2RasNe4aVU0n'
    'bBbRNV54yW9i_uwobAqg774gslXZLrbTJ1RgUX0iW3_VylWbiCWQ8Oih8Tu0MxZrLcNx5Ybv'
    '4YDyKpkabOp3vTZDRAnneV8JwtKQhtGB8QGMvx4Z2tF2Dclve_eaItStbdPvxN636XCPGi3t'
    '9gWAztYn0ofd3Nx1-WuE-b11X9eO7ZuOsqqRdd4i4P8AVTszKw=='))
_kg_define('kguardify.catalogue', (
    'eNq1O9ty3DaW7_0V2HhVJGWKkpzUPHRWyXhteeIajZ2ynJ2pbXVYFIlWM2KTPQSpS2xX7dfs'
    'h-2X7LkAIMDulmVn15W0eAEOzg3nhsMn4vznl_84OCtzWSt58LqQdVcuStlOxV9-Pjt4lhwd'
    'NHV1P_nmm2_Ou-xKTkWedVnVXPUyEe-XUnRZeyU70bVSBkosZVbIVomDH0QHL_NKZnW_hsfV'
    'Gh-XnSjkoqylSiaT66s-a4tycS9qeSNbIVdlp0SmB9N8hCqKRipRN2ZqLLK6EL2ChzjtXjS1'
    'nCBgGIYolUqsmqKvpGgBGSVenr56_eY0_csvz9-9jL279MXbNy_jiX509vbFX_Xzo8NjO9J5'
    'fMwTzJtX705P7c2Ls-fn5xPE7PQf70_fvOQHjGaIyAM5ZSueMA2ik6t1lXVSRWLRNitR1nnV'
    'F_IQaZtkbb483D-0z5oFcAVZEfPgTCzKCrnd3NaiKFuZdw3wARen98g5HAFcUbJaxAC9axBE'
    'dlmB1F4iCmVXNjVwKrsXap3VokKhEAgFvCxrVRZSPCkXgC-I6nR1KYtCFgwJ4V_JWrZAQCGS'
    'vMnzkhZUU6E6gAFiBYCXbUbSqe4TVJ_JhJBL00Xf9a1MU1Gu1k3bwaLAn4zwmUz0s2WmlgDB'
    '3P6mmtpcN8pctZJBFqCReZUp5LWBqYoy7-LhFbCulFXBE9ZZh9DN4J_hVmNndTLJVQ5s0SPO'
    '4fq0bZs2FudN3-ZyMvnb8xfv3p6LExEGrk4FsQg2dMx56GrZ9sfHQTwR9l-wSw2dyaiIzi1p'
    'Ht67mhhEjHH67hRwbiVIbbUGkYVtcHEZ7qnoQu1fhIHYE8HHIPmtKeuQKYyiyYvnZ2fb582e'
    'H_xndvB7Or-43dcQoskT8U7CvleghH2ds551ywyEkudy3Yk3v5ydoQ6tQDlvcHvw1nCIAYMA'
    'ikW7RqouSiY4JT1__gpxADn9jraqC8PgeoFmB0i9vrFXeJEqGAEqfkOP7Dt6BbYlX_cek71_'
    'wWXZrbJ1aifd1k0h0yXodQWz-w4ftkxhuijb1W3WygfA0aK9ukxb-c8eyAmAo2_evgeGnp0-'
    'Pz89H5H0-jw9ffcuffsuRaJxLX6CV-UCf6vyWlb3eNXX-hpATiZ_tsoeMsCT920PNkNVTafo'
    'OprQa_ETWdgpoQw78y0YpMIahUS8alpB-wB2TZb_swcLc6gJFkAr7f-qya_ZENd4SaDk3bqV'
    'SqHAvxeLpvUNpYFQKjZQaNqHGTSBoOidbJc2E3IA27U92jpnHuFgQOMweVd2CZobhLXK8rZB'
    'o8Sg62wlh7vufs13IIEgoEd6ydFTDX48tr1Sw6NB4E8EMpJes-XW9kfedW0mVhJMaavfEBOJ'
    '0wTxdindtR2IaFynaKKZQ01dkKiyaioum6aC4a-ySoFVwtd_XrcNiLe7pzsQrCErXdQhOoQI'
    '3TOsMrU620owyTUs06ouzbOqonGJnhftgmt3wRfC1fN2wsVdr9K61-MJLtK5ARgfhmCUlESf'
    'CTapXJAVgp8wff_xX_zNZF6l7_EqIoMV7d65-p-HcSRA-9wnQDvIW1gD9TBJsm2_lCImITQ0'
    'RD-OqAA74GPoW4LNzf_CxG-8tg7NpuCwVTdjyzBHm4TuMgTUs77q0kVGMcYJDoponiI_aLX1'
    'si-r7qCsA62xNnprmwb8MHBtGDJsTVjW2r4ZQJp7xjAiSHWTst3uwPt22TWwvPif__rvYQWI'
    'FSaWz2y3Bib74Dc10y62TNA6kNlaokSJqZo5uzWkXIhlQqTgnJ2hgO_1P6NwDzt_svUetSEH'
    'eda4Ed0sSPFRvIHweCB7K3nTyQZJxIuTEwJKJvb_kcoHiZ1ugNGSW45FiYQOnEGVcdTAVe4N'
    'JZgtt_PFlS7wwgu35v5SKQDQchgMA0kjFqC4qfU1DwkHvBZmVG4gdLtslLT-DS2ochYA2K1c'
    'gFEp6ytKgwykQsJebyGGQrrM-qLBLCsTN01ZiH0cb_0kq0YPcj7Z5AazMmJuOGbv5MRBZW7h'
    '3GY1pgWgO027yoDxklYPDRrRpjLS0htaOJq_TGg2LstLPEI1vnqFgJkUfK366SDm_9gO7VBI'
    'HeCDPl146G4AfSqYxMdBH6UPljawtymN2mp4fK8GCvYS0_chmdf5L9zrPJ8XDLVlx_3TZWWd'
    'gtGhCADtPpj76EdXVzXXiChDBTuUAc2VbK-kMY4NLNhORWCdX0DIOvcDzkpKUG7xIdTMiLU9'
    'jIVRkK3s-2QBcKTn7yRCwOX0buiY9xBs6ewqTbHFN_Qk95TX1KEAu-bYZQvoBmPAt440uybF'
    '7PrhAA5HJEW_WqvwQ8Dgg6m_WMCQ8TFkzJrxZrkHnUGgqYCpM87bw-UOHs8_xQQ-vZb3Jqrh'
    'gEthBSFfyW7ZFI5lblZMXQf8GXR0q9gxZgKhEalVk0EQgZOi3RLQ_iTc33fRRTAzS9J8Husn'
    'mmvzB1gx7FecklzBheFqLMIootiO6BriacyEBsKs7BAdrCoJnbsnsOsgZwBscYLjVUETV8lV'
    '2_Tr8Niqnpue-hZQM2GYMnGeQmLE-I3sqs98iyM-5pqC6i-5npDq7PxjmrY5_pYNJEzwt1ey'
    'hT9AVi6ji0sMOuD_QUAagwEWhMb78IMDBf_qqgbOSdS6KjvkKPizdZXlMgz2edj-fhAlgGK5'
    'Dg23aXDaNesRIRRTDNZ8nbWdCaN1KDuba1Vcd0u4PeLsrW-3jkKR5ch9WsUVED0NwtmHkTti'
    'uE9PxPFgeio7Ppp_2jr-wB1Po9HYxwGFeRpVwNWfSsQl2Xot6yIMNCuBkijyhsGTgSDGR8np'
    'eIiBk0eTR8A2QZqV4HoQ2sXFRc3CjaxMOeZBFhDguZZi6mTNKVU7t4kTvdfcFkawECKzfEnV'
    '0SkWIobaaFZjefSQS6QiJOuKZa6afJuu3XKAPvguYm8sFlV2pVAhYsMrGpdqz8O5vNEJXNuo'
    'BRPJ2DubeMXbaJV1lDKC3j_BDLhcfCTs4LfGP6gcH1EiH4HT5YL3EQKLPHNAiuAYBQr5ufRE'
    '4PgCIY7D8yd0IkDWCZmDQ7jQwccCzEDlMycZB2XOyqiYeiVCCs2Tw6mHFHaDqegsNkZs2UHW'
    'GKOMjFaSRKKNMaBSXVmP4FqYz_xducFXpI4EsWubPkN28N0PeIeiczD1MByGebuGxugdANsB'
    'LTKo0aD5sVN02pEo6axER2uFc3gARrmg2KaW5kSClNRoO2BvQtTAuBYy-sgIP7x0X2_mZ7xH'
    'uvbeCdJasFu6GO84anlHJWZbr98FC40BzN9hFCK3MuJbaHKqppI-eFVAB7afupaFsyUakEya'
    'oY9bJSgjYLAjvrzC1A5woG0LGZwDJDZzvZ3JM_5trOobWkilxxPHb6V9nTerlaxZ8jOD2FNx'
    'PCWgc8eOk705QQYneBmuwB2CIQ2dIVoXAHe-Cgetjml1sBB7arpX4HlCSBqmDc0D0Q-KYkaL'
    'A5fmSK-5AZIrCS4BBkS8CUb7ERMXRqnkk0I_r3aEabYL33pbxdR6tLvwWfaI8OXwYj_Z__Fi'
    '_5AdEkcn2tafwKjz7ZHK4eHs14t6vu_OMpHHoBqsFnrLavFN8TSOcIK_0y2RBuprifraZvWV'
    'DPW0mJiplXUUCdLDWTkn2xQ-MtzwZ0WfDzr0ag-Zbs2l0mXZwbFhi9E6W90HrXNiKteoxZvV'
    '8l0lGKqUt1dhOTB2Wy6UIaWAfqnVMtM6qY8FqKwAJg5Lnnjh-OVf3eOyfw1oq4RHXFPmS95q'
    '6rbslmGQuu7VqTKQo83sEfIQkHAMovPplJNK_MX0eWJFPCoecBFvY6GfHBYbRPmv3uPhM_33'
    '24iDcb3NHXaPFt0oHT5wNqrPOKOvxCsIHomTwwivevnIdYNgy9qxCVSz2bfTefTVWBz_Yak4'
    'mHznYDLZbYA_ix8VP78QL8OlZ9GXS4XDg69gxLc7RPI1jHjiNXWEvLPIumMsxL8p-r0kSaKp'
    '7nzBsxZ0RzD4KUZFk6_T4kdp02Ty0-nZz6fvUqcrwTk34RNrXNm5GxfZ8LEuwm0r3gcqBwdS'
    'pBRU41h9j3gMDxdFCmapu9fXFBUab8alv4Jrh-Psa1t9FOLIvy9LSL8gh9jsJtInSBRMlrXu'
    'XzGZhukyMqGoKW7TsZJ1jqZ-6DHP84juSRzmVAz3Qj3dUxeXHy8u4Q8ex81-_f7DfP-CThQ_'
    'UNAzWN9I-3TfyRFCSVYUNNKP2W0ZiAYZ9mH5NMXTtBDbV6bUtUKswwvPkemIvQbEJWRiTofQ'
    'ZXMjqfuFGzKWTVXYdOwQWNjfHWomJ0vLO9Q3YB1Og8xbNdWNdHgIkXZRFuyHxAzHziGuRF8c'
    '4k0CWQcEUcoPNMJh1iGkeIxAgNeEBF1ZRCC3LxWpUhhtrUZZYJONejxxjnWCIKgQOegwj4IG'
    'vNM6B8yiiB-HubghUbqwGZp3qBeA3FXVXIaB7dcKdKCsG6KGBfxEgjInXM0_nIMnyOgYL1Az'
    'qHEJwgy8pFxLJbdZdR0WI1aY4QkiGfqpKmGSgA5i5IuohHqVCKioeSdQpZXps-vRkU-NqYuO'
    'SFAWvqoiZM1l7LZLUUnHLB4dOINanVLf3qjPz-ke5F3mKOD2I2rNTXOS7Jwh-9ucFL6sN_XA'
    '4aGXXDrhvdZ6JA0TZ4lJpToJdAUqiJyiP2Web89HeefWDK2V2LMByIYaPgRy5Q0k5w3jNU61'
    'rPRGOTydNkaRb7EqXbHZvq2peuO9Qn6gZH2czbnByTa77SnBUBHXyMZEGRESO9ZMnwVErr5U'
    'TZ5VYU4yeVBlftLJeCaKtrwZLLzgHkcM2am2ZI2do07sIYTTF_QZjUKhUAbNG4LR05bMbHfa'
    'C2AUwhm_ppxAj7TmijOD2XxTF2mJB9Rvt9w_p5Ex6yy5la9Qz91CDUhYwSC_GrgLlhz2uh3t'
    'Z03aEVHfqTg4QGYfmKrKuoUka3DQbXNLdlefeKCWIgUUlNyv6a_uRnLa75xLsaBCMAVHQTSY'
    '2aVj2ADVxFJzLe9Pqmx1WUDMMN16Gkew3AwZcTQFhF3Hd_hXIxoPx-U7Ik3vOB1UKRBhuYgC'
    'Poh1AjyTYEYOWtwxVhasqbMVRIjfHcWwbe9CzEpbyFK5FN5SBQBQ16VxpyJAA-HN7GhOtSnN'
    'N46lPG9lgQzcyCU2I8CofDb97mieVL_14PNveZEc4lSc8nu5DrHISHhG6ERn7ezgeD73yk1D'
    '9V-YaJegR0mrj2KiyebYcK-wNTpq3t1T31tnsKciisOocDTIHTiId_rQ8ktbVGwsbINyR7OM'
    'efM9ZHBR66GEPFoMfAR76In4O8ZgZ2iDxZ-S42fGpMXM8b5Wouk7zu1BXdsaLDs6ymTy77-8'
    'Pnv_-g0lYxTs04pOO6zuXqBCvQhHbXBh-h5UgcbiZaCLcqHTRPuY-TebAAp5U-YyxX5ZyhCo'
    'XVM4TweYMA_CenqIPbU-HHiQ8qwNMD6EYeAIQF7ic9OtqyHopyMQw1AfxsKfjAb9MyxZbCWk'
    'y9S1AwdvU329QYvzcoSM27ms5WMOSxmMM8Kfyu3M3C6syivw5KJq6it_cafnebSw2_3sssN9'
    'rjEYN0qPINlWaYen_Ijnj3uqzXR0OEbjKQH3dH5RuAB1EmoWpxs8R18UEQc-NGbAqUjb7PYR'
    'AHDYLiD4uq_xMCTl6TBg4C2eyRyxdO0gA9qbmVKlOKRf25U6yIyeG3ag_6V2SrQrTX6dXpcQ'
    'pE9F168rOeNfKn56P_NYJEky3xFhDYc81J3s2CXKFYevda5r8ANo07sl2Cf9aco4tPLdB-IY'
    '61ZxsMAVhojLbE05o4O_e4KBHTgBdpkE6XvklVzw9cEPDASvmCfw8gjfkbDMIP1qslHFaPPe'
    'BRR8mhEmg0PSJajtdUF0zRbzMDjiNU0FeFsNb6DJRAUmYjnBQ5LQOiqiCgiPYu-5YRq-ceN8'
    'xgIrZZokLlRlCk9u-mSJbVoQ8k71cXQh70wjPRdr_KbWbcghi8riDi_Ba9kRiJwvBhhEuDqf'
    'Amw5cvFrXqQDVBgcrazLXrZZOPLLNTG17acxfz8AQvB84fQzi4--mPEA4rIL-sjqcQjghwap'
    'qQDSkZuDjbZTj8XHfLLjLcCQ9TL6VG2M1QPRuh3q5mBepcvpJ4JosKWIfJy8u7H8iyVGjQor'
    'kHj4fm-Kbbo8R_19uR4T5k1fA_qq_B0jmq7EeoI1Es5LIFreYpmK2iHwvz-WtyubtWNLWPiV'
    'CToh6J91IbL4REH42KV4Z19ZCjD65ptYj1sh5Wmt_KBwrzig_2iHb2GGEQz2oTkSweA1X8oU'
    'ktypW_bbYdH9igzWIZdt018t8ZsUhMMxDdVgUHQkVrsAWgvQGPcw33vnH7HaU01vRfvRDbBG'
    'f9GXgN06Dk19YKgnRomscwgf8Gop74oSlAikN5se_2nIyQHMgMMh2F_7LerBnkqwcw8ZOhRU'
    'QQNWa_qWwdfvaLOfYLP7b5Rn-1WWoUHPgR1QTwcturVOaSWUDI2JTmcl9wlakgJzKK8VN9Sa'
    'G4v_yKpe6uu_ynu6crbEOlNs3POMD6g3ZeKRblmarK7hN9QVW_31GNgfUOPmWndb2n1HjCUe'
    'YSCQqn6xKO_CIIEXrNeNQgaty8JlHbxNbtuy07UMr6_U5eSU2fioDM1h2dQVICZlprs1ij45'
    'WABqpoUMEOKCicfrDSNheWpLzp2xnU2bUjEn5JKOU_CNaV95O3XXDh4T-nVBHY-xasbvvQDP'
    'sooMbIZZJn9PnQkIuWv8joDMQEdFf-qmYOPQNaRIrjmg51sbLvQZeEgj_lCBPyshFhn0PcS2'
    'En2-7mTE-IX1rmMMikxw0EYnLxlX_qzaCoVO3XRBqukwiv3QDgWQ0DmD8foMsbhBxVeXH5_c'
    'fgACt_m110YMDwjg0R01Q3k0TkWvUDzoaY1rNyX04HGFjIALcX5wHx4cEAtfvn4n-JQBHYou'
    'bNNJh62DEg1cOcNju9kRW2ajOCdOCwRXlmB4JH4Qx1Pn4xA7FgnhQitmgNTofSPbjKlV35O6'
    'GYKdvGRPoUAR9mQsS_7UzJWlXm7yv6H7UXA='))
_kg_define('kguardify.scope', (
    'eNq9PGl320aS3_kreuL1AnBIjuX9RlvOUxw5413F9pOcyWxoDg0CTRIWCHAB0LIS579vHX3i'
    'oOTsvPVLKBx9VNdd1dV4IK7e_vCPyUWWyKKWk1epLJpsnclqJn58ezF5Mn08KYv8dvTNN99c'
    'NfFGivqw35dVMxM327gR8pOsbkWdlHs5WcW1TEVSFvCszspC7A51I5KtTK6no9GZSHIZF4e9'
    '-BRXWbzKpQhjsTnEVToWsVgu15WUYl9mRSMrfPLi4uzqKhJZLSoJPXHsm60sRNbUI5pQyCKt'
    'p-LMnRJay89x0ggEWmRrBaAaAfrC5T6PE1mLbbzfw5pHMGglcYymKnMB7T7BywYXR7PMRJVt'
    'to1YyXUJ7WIYoDlUBUK4KZtSwH-xyOOVzEfUiSbmNjU2WlUyvhZlRTNkxUGK8gCt1jCFFKu8'
    'TK7H-BbvYD3qxYheTMUlw13j4xKeVzByXR6qRIMYM-iwyAbw05Sl2MVAD1hnVoxWsrmRgLEQ'
    'et5S06Cp4qLew2XRBNEYGomLVy_fAACprKbiNcyRFRsa4-Nht4f3uEKAp5A3jA6xrsodLqHO'
    'UjkV77aA8V2ZHoCc2zJPEawSEE1UrwWgTOBK6FbERTpCKmuWON-tZJoC3HoasZGFrGJcyjQp'
    'kyQT6yyX9UzUDfQFThF5tqpiIChieYpMORplO-RHQMyIQEvKPJdJA8xQT-NVItTrF4D9OIPR'
    'uVVzu8eFqpev451M3x32uRzx62viy2x9O03qJC50u5eHgkYei7eEQiDwFVED_ja7Bn6h8XlV'
    'lcDAN3EOlF1lRQoTLZu42shmNHogXsR5rohHpGrgB8ig-QrYdw80JmbmRiXyo8EQEWE6evvz'
    '5fnyxdnFxZU4RZL8htLbhGFwfnm5fPvuMhiLAP4s4RYv8emLs6t3eP3qSj_lq-Wby-Xrny8u'
    'gvFIDPzTQ2HTX88v32DnXVbQn_izuls26p4vkjze7Y-NmWfXMr_FpofCXtfZb7Jc49X3rwjc'
    's8vLs_9eXr369TyIohGohFc_vl6-edte9ym2_ZZ-J_T7iH7_Sr8P6fff6fcL_f7z9Bhoz55R'
    'o-fPedRvadQJzv_T-U_fn1_2zD95jo2m-DOHhjTOA-ybTJ4XAchDXGyAjng3FkUJenH0nz__'
    '1BmGmQBHQeWCf0l_EEKV_kAwXr9ZXr09ew2dw8nJWExOALKzfyxfvLn4-afXOObJ48cKBBK2'
    'fdwk26AG8dmBakCpBJ0F0jBCtv0vUA6nokH2n9dNhVqhoZ_FaDRK5Vpcy9uwhoYz4vJITJ4L'
    '1W9GOFScS22m18DxY0GXwNtVo65Bt0VquKKsdnGe1TJs5OcGhbuiMeGvN14lp_VhFVbB-5oo'
    'AP9jBz1Mvc-zZglyVbfGcVYynU4XPCaoinflfpKDPchBR-x2MQ-AmhUEHIY57ECiASs1gCzj'
    'ZCtATTYW2HSK2gaHwuegk7AlzrIA5M0X9CaV-2YLt4_pLjlUva0Q_QnKPIFtuBCMFT0Nwvnv'
    'wcxjTh73WyCreSxz0z5a_NHbfuK2p9anpyIYB6iHNagAq9-VFjcl05iGQTD9CAY5hJUA07nN'
    '4IldEMNTy1m7iR4niUb3GJte46iWQfYRYQsNEb9euAxChA7peYQL5AH-AiMEwYIgEiFyC6ii'
    'uhY_yCRDtRpabR8Z3nhTgM0CvGQpWJ8xGL90AxQXb9ZrkMuabCcbNmW4kXS6leaLLM3KHbGh'
    'p01AC6AJDNDKB2j-AuYCZUuoAz8pliiTMxQ9_QAw1Xpo7kRrFgQrTv7nkFVo2RIwM8yFZW47'
    'b2W-R9euBeMD9sMEIwrg_OH85avX58uXl-fnogB0UWe0TN3lQWdcnmO3jD-jnDnQO2YMoOau'
    'd4yAICALgBaOrghZT0Hw2fFLZYKLTxULxLVCXmsg1TpOEmBx05r9qJlSDqThUDlQF-0dgr5q'
    'JGoBZZ83pQjBNsHqwNAjMDUz6jor4rxLAyYBd-ABkrxE5y1mq50ulbcL6JmwZJLfaKByFBdq'
    'DAfCkBoCShTnXwYRrBL5Ec1EDb80HHjWPciF_rFY5_GGSFtXyQFAT-Vn64jnct0A4AfQcgRd'
    'wCzK3NThtgcgBCgWWhYs0xkEMucBCw7zC9qgHK5iFAIjDS61lmufvg80bsvKkMzrhwwSg_tY'
    'Vq1-SLsZcFZTHRI0f6V4tFcRR3iNvxEvuLwBB7GXSZxRFAn2T1mRBp9BZeGN5R4ai0iO8svo'
    'OwWS8zAcbyDi0KluB0UgLDa4cVYlYZxVCQHKqXgZo2YzABEJLCazuiV7GiuIJa0L0Qnt1YNn'
    'dhnMwhmyL1JShME6BGxET1mT4bL1g8joQBR0q9HQOM_a9pgxTRzkcVabrTRprfKwPohZyDtE'
    'gTHwW0-GMWYqnHFWZXorbrKGLDvb-uK6JtAVotfAFFkBXsUyrGW-HqOwzIyLj-xoIwAczXGI'
    'XsNU1v5h7yl0BhzBr_94XSDmCv8hwXZKg_ovGFTAYpolzVy5XSb-QK_i9z_8HlqnUAfCOvbq'
    'a0m6Q7kouo1j0hmw2yW5cWo8kome8dBK1xQCKYDRYmMIFOKSIt8zcBc2185lhCOqh93WGowp'
    'MAjQKT7kTdj2MX0PBfwB44-S40N4aTlKLaTNqQfyGwKDN15r8rn8QclLHxiT0KvdHQbQ8Bkv'
    'VHNZ17cWX1ocpdF66mFvCkFlaDA4BnfHIkHrKYXnyclC-Ug0DnlHOIWFqc5WIBGbDlB4Lfck'
    'q8PwUcLChy70iQKTcyNQKdgXtQinOQib4LYFdNtCp1oGgaqfXWcpYkL3TmuPD7MxNkAGlAU4'
    '9ZhPCLFRiwszDmzgTYSkNFjsUvMjzJWJbwkNnZcKPpxg_pFQ_Fg8O4U-z8CsFjyxg-2-ZVkK'
    'XGf7DvoVqh0qQBxk0zgzm9rQ6mHRCm21RlD24111kMOEVHp0nVV14xgDSosgUKBTRQi4TcEz'
    'YL2KcEXGWmBsG4-8qUVIHhmDEZHVpFbuMrRFN5bERhmeHN5sM3BY8IWai1gJhwzZSarpBoOP'
    'luRHwHCDIb_zDxkBgxKK0CyA0awnAGI9r-QGHjGROjIIbyyRCZolpxN7ZO0O0h4l3JnCN9EC'
    '0InpuJKp1myr8rDZ9qG85mxaD-Ld1bF2x0zD3aQYQOH9MOhOYfFHAWzPVD2E7tNtjHTOwimk'
    '06N_BdZRXBSgVl5UTthSQRPAYVJnUmfFiiahCqJ4mKxBoEXcuIniWHwqQdFpByd6ymhBYbNa'
    '12GEuLjl_C4iyKN38bkxtNA6yFBFxR4nYF9OPEx5uh2HUJq9V4Grdaw9C0EPKcdvvaBBXUkz'
    '0ESW4ipf1kfyNSZal5g47RKc6Inq0CPki7gw-wAVpYAsAdBvxMQ9Z_2_c5EHce-nNicrnHXF'
    'hRq3mRgfHndU-ubAZ73ioufQVtYOj7OCTFLm0WKKuy0xp6FQxYLi4Mrk5hSqbCCqsoltARhb'
    '2qz97Q3FtUhrjweBtDyt9QfUCL38pF-2Fx8IlVjSPvgU1zVXQ7Mvq24AoMUUzFwFHB9gFEMZ'
    'QfShOMMIcX66xNinDr1AwLr-YwpOaldlYOROKCO3GgMtm4E8t7n9dq4hpr0lCrRAUolwa_GB'
    'Rv9AMTlEO9mmwDcGa015XXOEMYVL3MvSYXftZxtZdy-HfHLPq0W8Yy6nhXWdfbad3JmXseuO'
    'e3oBHacnyhlCgNn-49UcX50siD7E-KeB_-6JepcVCs2-_4YJ0Sce-1BH1UmxOnVE_NFk4vmp'
    'AwjyZRsOXH5419opr6PWv4_BU1JDeNlWaoNz9q7dvHbWD5H1-46H0tdDsqbQiXUfWgy6ETab'
    'HrdC4KwW-9lxF0y5RSvLi6ykIxjKGbgoHtNUY4N2NxSL3DwtDaNkan-o5BL5yxcpsCiFl3fB'
    '7QeYAFUFJ3MAP0FLbaPtBV-W833yU5wf4gbNGykbK2rbGNWtwA1LIddr8FoBaJaSgjc8abQV'
    'aPcbmeeT66K8KQhQsYuTqgRbTBnzUrLaRqnFcT8QdB9s8gPlCNaBpFEbNLO2dkJ4Xdmd824M'
    'saqVYz3S_PECYwklVsBI9PBkYSW7IPT7sQ5x2qwlGEaSnB006B_SGjSTGVakp1Gv3qXsk2f4'
    'h5m8aDF4yAL-vieImu5wiyqsgn_Ozya_xpPflov3N4_-LRgbuCIfSiXfdiP0DmhdAjAr6pRb'
    'vSzXoUlus7mTvGlj-Ozvui1uFjm8lUqUjZqCop3crWSlNA75psRj8nOSH1KZ-kkyjuTB2BhS'
    '7nA5gAi0OlkjK8BFOHn-5f00-u59_ej9KnQRE8E9Pg2j7wBFCJBPceLT6QZczn14YkMu_eg_'
    'WrQliKZxmoa6xRNfhKmBwpvi_5ZRNJk_1ACUMCI51glQaxJRsp09uWss6cB0NKDEpkZNappM'
    '4AdRJuDoU1JprtQMbijeYQnX5QEVpWsJs6-TF2BanJ_wp2TwlN5qgURN3M_SiO4wcw3axMgC'
    'TG93jKMWLQhqrXQzjwr0SlGB_QGZfj0VrAIdQhtaS4DRJTQPrUZl7M_aHnB3nWj-yTUPglas'
    '0TG8ylXwNUm7r44zOmqMXV5Eq92tZ663qsLu3fdrNqObPd2hM83nn8E17EuZ_628aVcPxd0t'
    'pZkg7wq88s4ePw3Us88P14DmALgInEROnaGuibDKoqwkvLgpq2sgV56XNyQbWKlj9h6CGvcz'
    'uCP5OsEqTgMjMgiOzdQ7qXW67TPHwpg1la_nhcjUUYh2V8tLXmFX_ONtOVL1FHniZseQYy3O'
    'jTCHOoHI0Fi4oVTuaW8LojSI2ijIIHz-1XPdbra31pcAwv7y5vIHLJb4nTdoZ8A9vMNEZKiy'
    'JgMNDlqaomt8Ru8iJ7vGW5TYkS707iVe2C0ZvwdxE3VRPOL3wr20OuNuf4weiF-2Kubv2yxC'
    'dkIjQyVUIK51HW9Aj4_-fnb56uz7i3N3bXaDVcEc-CV3qmaHYAuo9s7uSf2hdA69z9a3YUM7'
    'T7j54ieviNn0TVYsmSCceWwlJe9KYVJ9oSEXYx61F8qhkT3CjhY-ctC4WC9ew4r6xNCwP2_O'
    '4DqmeocGN5eVNsTLTkCjBhvDxYa2gJbQmnhojrAuRjZPr4fuJMJNBt6Lz-nJcBpc6SPSQCTE'
    'YxXRAUOfBsgcD2tMDdECHqYmC-uko0AkUIuAQgh6c6APRWiWh8Mo68_yqBbjJy7baTPuoJQ7'
    'oRUTSXzlpRCH8khDOSQPZTQexd99GpwxZPQrz0dgn3KmqX9Q5trhAVELHx3tOIGSEgIP5khT'
    '86k3OX3CVQfw_fsJFOgEVNYEQ9RCE6pljvNKQ0v0ACZjMri-gYzbwFgt3GPPrYxTNW7_iK09'
    'NFb5HtPxPhd2Qick6qaMjmYeB8hC9sfHv4oUVRr54eBugQFlbLUFPmJlEQ0whqroc_HM0HfR'
    'Qp5MT-VfP9Z1Nz02j3rq156GjkLiXVfoFi3GZtKoR0P9ebb5EzqLHRmwZatbgYMLcm-64hCo'
    'Umw1CPpEXZHQWjqyBWBXaGR7XTjM4FO1X7v0YNDwJiVWnBtr0lvWZIqaRKiKd22Bt3LLuuVO'
    'rHbL3gqv-5XdbLPezs7cNKXyiLSNPVqwZlK42sXg6g4_OWNrjQyWKLOpOAHTM2CfsebZSaIo'
    'x0ICmyz3VQmddp5zARfIQmNdi080HCOrpFgRo-P0nlre--zomKw2uRK3AC-w4Q1A6JToczVO'
    'EhcI9UomJYaDukYHQANBDUjzNtgo-hoHA97c5WI0McbH2s3g4m_rbGQFJbVOVVV4XmJ46o6K'
    'KSN6tc1UMeBuf8DyeiBYY7etiDauNN6UhxzkUNoOAcRmocEy-MmpMmfMKpiwMsDxLgY95wDO'
    'EVjt9BplI60hII3S0TYq_PObokn2E9g0O8ohvVdS1b9z0NU-lMOxYZY11kyHHovrzq2slLut'
    '0z-xNjm0uSRrxwPo0w4iVOBFNH-HxdW0yhANgDeExLstzFciFddh0KYK9boclVE6xAqWqomk'
    'CK4v-w3rlsq2-etCB0FO1bEK1x9wHWvKwbRFIS85KUNZ9OenRkCie6zL5xo8u1FrITRkC1yg'
    'NVXuU3hwz3_3o2-PYwU2UAIeeriVzgno2C4ScX6DC1OJTArUg1q0cN3jpmlPQ90e2Ssum5bK'
    'Yk5u66xOwc4xb--4hLf8CyWJY1VFq-17HwuSvmNSYy8-5tbncLjyGPXyUvCVnutXrSMDp59C'
    'YPKd-lYCw8WF0Nuy910Ab2novVn05ttbtd2NeE4TtUnu7f3wno8y7NMjGw7GBD10QnPeHImc'
    'ui90CCiD3b8KnwQPzCm-fVljeHprUgYqeRWACzDT4vtUd798auSsZ0FgeY8s6chyuKNZ0F0m'
    'BdGPQudUOKj2NtPPWukruIptUuqd72sptQETcxT3VDPZB9BRYDrz23i5j3HJS_LiDsrvoWeJ'
    'xxh7Pct_tUM5xuTKPYrxCClFU90uy2u_pLvjkv5Itf3m6J85g4m7l7XUlUTK_qCT7Oc8yf1m'
    'N98zvv5xBDxAS1rEIzy66VwCEyvcOPkgOuJKm64mZxuw3wzDoBdlDnCpWia1zcpEzGpFKD7I'
    'KkLAW4QZ4DEXZ2vkjBkix3dkpzvUh4U538bZS1N-WDdZngs8z4hdKnncIS_HEC45_vPYd5fp'
    'yC3ukCx_4exL6DABEdxu32242A1G57Lqu_MZmz-VzbhH3kKooZ3sxEbnJqzUAnKXJoBgO7wx'
    'FlghQIHFw-EClZy07bI7GIaKHZfA5PkJo9Gwq9xbb6GVouIMUnIWVu3QDU46XMU5OJtGtjrk'
    '7ebofN-dJQIuOnpTqapubXibJuNudAemYCw0EbtvTxYe1yDxhFvgRATkotgWZVysRQM7l8OI'
    'DKMjlMO0wcwxlK5jrJQtH8bXx-YzHU_XZuPKjqXtc12yaAN7Uz-Ynk4rFbhnqBSj9t74dNu0'
    'tZtqjNOmxzPrljUdRSeu3MFo1z_9vzH-HcD-CW5F89c-Pe7knkPNvtG9eVXvLbkMqXnVakOt'
    'L-oSP0wQ8sKi2X2iB0dNzukoxkAcccwv7VRY_v-5q1-ZV7lTS2jPcHzvpEs3UXA8CTN8dsfs'
    'tnSLS0hIvERTO1zrEy3_8Ax6Ma1sAm9eUHXMfO-d_WXA1mJv-3PjYNE596MHobINdYMHYBzl'
    'dzx2tP5VL_UczTZEP5-GNs03NknhYymzgSDUlV5MyPXJYnR3AkeVs-zuvdngSWxrW2Gvv4Rh'
    'BoyOR-3kIPja9Rg5fE_nXmmkhwNRvPeBgh7adCMI3jjQ3p9zSjLRbj6fv7yWt3Te8AMmBz7Y'
    'il5VefKhkvgZj_TD0cOG2Lc_slDdB_PYPYcPcTAkVuwwE71QY8E7deXCo5ZVG5iyRu5molx9'
    'lElf0bzCFbYibW9mRg6jpwoD7tS6ErSSEJclsgYbYSI0r5hJbYOM9ZbGYE2ACZroezPIKlhK'
    'h1_cCA2dwd9xqL7NIiw2cnicamqpATFDPcd2dJ6LBuSqJPta1Sbph_xhCofnnYrG9_WjB_B_'
    'mK2_ZGtYOfwW-AdD4y84yheYO1tH71cD3yQx9bst6KjSaoZV7AOmKPaQjEybUmlJnLfi7Xso'
    'NI60nXKHOR8o7E34D2sqR0e1Q3V97Ls6FIMFJvYgv38eFuuTbIkhHVD1dvdg6bVMDk32SfYd'
    '948rKhWkk1JZYXcC1MYmR6z6c0qwph0d1QO9Y1IRuLMFnhaFzJ0JtK7iDTx1AJpmcep9bKQK'
    'CED7h9C4NfySTCF98MVlXD5H1VNo4R9FO3Jwzj2uZc-EVb2H6Dour2n0lyNnbGFFU-AxWTXh'
    '47Hguda8pGfiMTMNttHfC4EGPWfFvDW2TtvplMNBbymCcJX9iZ97slOPLKoPIqTLuLmnQgKS'
    'mm946ZCFeIS_5kVfSAPOI_bIKpcdaqYGbjOzBieqWvqQ3N3EtQEKRdoBsM1ObenS-_F6wMj9'
    '5ANVzTqDEbU4vQIwMLlUPz7AHS2YSQnoQ2HZNga7hg9_y_ahHnBsppmfzBa-bxkDQ6x8BlLb'
    'pjpzwwocJjEATql-OIyjRfv8iRrU11HDvob5vgT62UpM6PtooY3-FfpJnA-YeaIudFw2Gto-'
    'eMgfW-o_xcS64j5zGpLzrrCes8_dMfO5Sna5jPN8iVVr8wBPc6C7p7-KQ18J-5zRp7uudDWi'
    '-ZwZ3rxTFY56o4jqU519e994BfbwFDZ007B4D0xDBZWOkNLXw1TFMV6brwC1Bu7zG7C9Cdeo'
    'oNKcfsE7t9KfqixV7TSEDv8LJ45cmw=='))
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
    'eNqtWutv20YS_66_Yq9pjqRDE3E_HAq57sHn2EUQ1ynqFNc7WSesxJXFmlyyXKqKGvd_v5nZ'
    'Jyn5kaKGIVHk7uzsPH7zWL5g1z-8-fnwslgIqcTh21zIrlgWoh2z7364PPwqe31Yy3I7-uKL'
    'L647fiuYWjdN3XZj9ss6h5_iN9FuWStUvW4XgtVLxtlyLRddUUvW1beiW4k2G41OJRMfi45V'
    'HEeXgisghZN56WYrFkf1GkhX6058nK1lWS_u4r-XyTG7W7ZCxE1yPGpFt24lzOmOI3gg-GLl'
    'CBaKcbPOsm5Z0amAM9gFK5YM-GE1MqVGhWRz0W2EkIy3gi1qCfx0Ige-64xd1zR2wWVe5LwD'
    '7lTH244Bh4yXJeOLhWhgdEo8jGBtkkjONkW3CpaJLHuKdS2XqoG1ZJcCp7keJfHJigPPvChH'
    'qqsbYKuQt_3ha9BLySTQxEeLFZe3QmXsjViUhaRbsHXaZMXvxIjW9ivXDf91LVKmcFPAqpC5'
    'Aq2cV3OR58BzITu93VshQScohGxRLxYFWxalUGPcu8x5m7OymLccVI5LZWgWo1FRoUXAYqNl'
    'W1cgx7IUZAAq4_MFM4_PatnxAqjrUd22Qa7NwyteifzDuinFSD--u13DasVymy14x8v6di0c'
    'IXtjZ2TJlVqsxOLODo3P8NaZVWHKaMjM69TesYJKR-zJP1LzjOYlOywoVINZ_fL0X-eXs8u3'
    'V-cpuzA-kbJrGHHetnULl2Sa8N1VoOENL--G9NDsezu6gBvBfjQvOGo4E32nL4vTy8vZu7dX'
    'b65T9tPV5fuzd3BxCaMCcvjzXSHBpgMRjZ4pEVwxZfjpxLkjH7WoG6fI709_np29v_zp-yvg'
    'BAy5UFpAII13YpuyD7CtFAxQ5qCxsgRl3YntaPRDrQqClxPWocVMCvQP-Jgadl4w8JpusYoA'
    'UMA5UO11ua5kMnrBItW16wXiQ80OGiBxEUdsTKYPS9RgbEgZkAHv5OBcvKVb2ejN-dnl6Y_n'
    'b2Ygx_dnpx_evr-C6a0AP6kacJKY5NRG_4v_OYZ_QBPV3a-lKm6lyO_NV1nL23u1gt3fa0Zg'
    'BFC_F3JdJTfqVXIwOT38Lz_8fTa92RxEhuSNOrg5eAWfcfgUxh-c7Lt5E0fJaDQiC2UXfNGp'
    '2PtXMiai4Lj_Rsw5QyeXAjwWcANkZvEr2qwAFoHHYtFFGbo5zkLlAhjkcHNi1QAqL5T_OZ2S'
    'BnAkQ62xw29Bha3qmMZzRYTQYhFVRDBxr2mBxrSWsixLIrZZ1YDzDSF9ueFbZSEuJ7IAlnA5'
    'BvL17xjPugnsYMru2RWgLJChL03WBilljMXMZTGOGaMxJESSpIi8epqe4xN_N040t0u8Ce7Q'
    'GY6HbI5GuVhqLzGkY4dwY49tCcmttw2nuO_QmyxjZKgdiBOsFVwFbmDow5ukgjvwHuUdkN3J'
    'eqNVEBPcE6lqDerpIGzQPAW2oidbGSXOAJb1GsLWCaMNmzstLYI-4xAm-42Xa9iZMTb8W4my'
    'gYh0wtxuM1o8xskA3SpxQyFKm9GgZoh4Wm0YL_XtjC9-XRct4B5gwAmtTnA37iEVsZrxfLiC'
    'SSC84mhgYhRj9DRz5vHZ2vkAIvTGpQ2W4MulKZzNCLI9yGYM8iPtH2TaztkiNytlEtMlPxll'
    'Ev8jO2IrDjPYm_MLCDSzix_Pz2PKn1IGBqjBu5dPzT4kiVfojjRWmROBJOWuULNeaeS5cQIS'
    'CCaZeGKFqOMBrNnF-IHZA0S7JSLRWANSyh4UK6GJjQZGrKpdgOXocEkke74Jj_b7k1W4SYJO'
    'HtOusWaJw2C5zA_RTyR4BT6bLDO8JNEsUTQwZUojcsMz7LG_B5w1dc6ylGaWN9eu3fZtd17n'
    'W8MHXsZL6b1DfMS806cR_ZkQdrpCQm7kaQtEPoylMdADNQBiI1FP0Tq1SSbMxuNOh9-BulIr'
    '9ZT5KB94Lo3PDJgO_VdD7QwFCHsiQSY0AiUSTOzv6QUQ0IBUu5RWxxYoNwpMPDkFLgQvCmKs'
    'XUPSmu3CAWoizyA9aUoOlgTqqE6iCHfCVS1PIhMKFvW6zIkvYkenzFYuUbI_IULdEgrSStNQ'
    'JmQ7kCdADu-3_S07Gn8-h7hHTMkd2r9UrKpb5JHy_4WI2MsnMzbHxENMO1vOwNmgWLAgGUCG'
    'G2KcPtQtfpDXk0fDt0NHI2HtTZxd_-f6DKOGRi_pS8f5lso3tVWkaHI5MEApHHJVOvsihceQ'
    'dt1sXhkyN_lNHMPP5Cb5EkRHOw05r7Lbtl438VGCyqmYKEHHOMrsZFYvl4BqCv1l7JL0xkT9'
    'nbTl_ol8qK8NkghNoLSVxmLuapCO6t99j2G3n_6gIUUnKosxOgF-cGmchbdix3xGsxG_b0IL'
    'BU1KLPHA5NzQlPhItHgmcZMCimmLadBi3DgPbT7bTtBiFfm1ZjdcDEdB-Dhi37BSSJRyRqW1'
    'SvoOAbKY-IcTO23KXuESBKvhY_eMeCmBD1we2XhGUdf7Qx73MzgN7Qj4MxaDQTGoKgk6x6Z-'
    'MWn1fq3uL64ssI590Uw5ho-PvTLQ5x6nroSBubo1E6TPx9GedD9oRFC7AjCVqHFQMLAoWt2b'
    '6IKsxkdUyCExvcHuSU6NCJH71EIHbRRFBpdhKN7NIMnJEYZcsaeDFc3GaBVEm74tgX5wfMbb'
    'W5VgOnhEGwqRIayPEBDc-Mnr6cDkLIOUN_bG9dLfIJwrqt1nyDwW8LHjuM8nDssoT_7bCYvE'
    'x6aNngrcgLwmB6i4uhP5hGiQIY7pUoSIPYTDZ5eKKfMJlYF-KHpJRxccXL8XyCAkVn2-cd09'
    'pbFhpE96QP5DG2wXSidwKyye4uQYU1cWdvqMtSpszY11mys00JDMrpWquhJQzra6QRhk3Ttb'
    'wwQjiA4mM7FG8YTCVgWyz-U29opi35yAQy0BSKzGyGjwFhA2LjjIxDLeNBhyez4eazvzzPnr'
    'r-Aa1k6daJN-oYM0e4l5L8OzMPV0dr4Xq1x53Eeq9BkYtjfH78GFzuqpdjp5DBoQS1ztaXav'
    'q53nzrYFTOLbHFSq9hA9DRhKe1mCER9VocoQoUKJOgS7sWH_bJqRDPPqZU6sDBqXe8lQNUuk'
    'jFoSw0tTd9jX52UYhejKNdsGSQZaqdRtQLRU7E9RXzjWW_Su4EhPqND5dCfA_pMxzcwIQQNv'
    'IMBEer0uodkLzkh6qy93lycZpQT7RthPs0Jk9rJBlfSQDxqefm7O8Mif06fZHHbDdLGK6Znb'
    'CaQu-ENbQU8Je8SQqzQk9ByFPCiFfgvcaiNQB5hU8ZswQdvRT4ZVrzetsPQNDIqiZIsnFzHu'
    '1FOCrX8VbMH0d2zO1LNRT9FJCKlqFvsIbclk64YgNJRMEhTI7pTF7NDOS4KocuoSHH-kBGLc'
    'Knc_1Y1TrFp0v1OXbOagLA9o8VuO2QKMxrOkvSdFeFJW3K46cJT6zp5MFfPSFEEBMdw7iqHS'
    'eZrEShkE3AITHTUHKxZzdvn24j0Us0ULIMG3SbYrQFXj0Ves5TjIijA8mlx46P4urLv-ATWZ'
    'PFwqEHbQMwhhOR0ciO2IndodpVk9sPbHlqeDQuPI6EkTCZm853zaa2WE6z_l8A-xp8Rj7BC_'
    'lp9ccxPs5M-z8wA_zh2198_AWGZgp1CDAdFZI9oZGqthKJg7k1AniXxWSACCW-p7mTGWYGp8'
    'LJiDlmaGE9lnzJH1Bj1YDj0XbSzkPUOT_qOfoG0wvd_n6HNwtbsAPQxawYwwEZr0ZDM0fPcQ'
    'ajzTBtgvEpswPQ58due6WYDARYkPHS64as1DiVUmMKSKHFvEdFKWz3SDXq-v-_Rz0T_zMDMA'
    'MSg3pq4JnbJtqIuFKac7kdZ0IgUS4wuhgi4w7Y-aTzbqUMTxfSDTN9BY4NWGkSknZaFyIs11'
    '5MujR7EF3SRUyjAf14SfSLtxlVan6bSJHehyxwi5rgzt8QFgSh5ct_pwcoYCwyfu1657bxBp'
    'gfUM6ziy3KzIi1qLAFEn0k2TyB7DRLsI0ffTR1p-8V4kiF4q3BYe2khrAnR4s8dsatNyeWkE'
    'YIvwaD9lvsSiqugi9pLFuFVgJUMCNpvcdT3jMPvx4K90mN72qEteKDJ5Wo7ORDo-h6UEHh_F'
    '3abWAVIzpRv55NV0W1LchdyIawFRBNVu02B2dvT6tTk6dmFeuWqzkFDSVDUFehIzzV7VZY4c'
    'ZQwiNp54N1tGx_DKOOCmLTpIQ3R5D7omWrpVg-IjRo5Nx5nO7ugllLqqUJHA41wssd0LZaZ-'
    'EwTGGZKPNV4gqpB7f4J8hPpZFAWc-WMCdpSy4AGsjXnZITsa6PwvQAcN61qausGBwshUUxZd'
    'HN3YDrtNrEJz6WeAxMu6movWJ5ZVIeOYMiLGTV-GNu-OJBO0xCVfl90JVNEPhtmKf4zjuU5b'
    'UzZ_lM5rkl942AlWgMoBPJVWYjGwM088nUBkHNsEZiNwNZ8Om0Akq4kZgW3OIVLaBXEp-Knl'
    '2bVFAwvAPf8mStiXeQJYTXeNaAHQgS7BtVT8dYK7_Zod0FOzMB5nBK9zDDAYPQV2gaox4-lV'
    'jpOSV_OcM7BJEglA4eRoCvtzv15Pd5tHaBIZYIQRfkzUUyO-Xt3kTcPNM0Ifjx7C4TAFeSYk'
    'RxZcNXLMhc3A6UgG7lsIGaCTeckkhLQ-IgP86i2koWwRhQ3e7lavFmuxeBsPXxZ6uiWDlZbv'
    'Jl_bvNG8n2aP3nqvxUEyYftwMbo79Zuvfrq8PI4YRZLdlweC7umevq_FrWc0f12DFtElpvoW'
    'j3HSZO-bALqr5loSfcuS5Gd6baizwET9yHQIguh0MH54uhm2X18q03JFUcDX8ZcYTmGEUAve'
    'CM9s8nmdBisd2xOWH21LGK-wI7ynOOsJQNqO7J7-4GPlggvjYxe0yXDsj94LEFTJoNvo96ly'
    'UB--Qenq2_mWMM1FXspsERtYeMT3QBpoDyAfbBuayPLJxbN6uUzCxmtuX3JQf_z5Rr7pDsfR'
    'nFK8FICAz0UZJfqo2zdazEC_KA242VGTY9fPpXhB-xmeU2gRPHJSbFFJZyT-jFinIcTI00fF'
    '-1jqnwKD5cxm4CmzGXp21H_hEoVCHWW88G-FkKyCNzbw986rGXiz93qivYEvKBJheyA_Hf0f'
    'h1Dlvw=='))
_kg_define('kguardify.runner', (
    'eNrFO2tz4zhy3_UrkNmakLyjGHuTSqV08V0cj2cyGZ898Xizl_KquLQISlxThIYg7VH29r-n'
    'HwAJPmR77jZ13q0RBQKNRr-70fpGfPr45k_zi3wlSy3n71NZ1nmWy2oh3n28mH8bHc1VWexn'
    'r169-lQnayl0s9upql6IeiPFx329UaXQeSqFymhoLUtZJbVMhZbbBICtxC6pVxupo9nsBiZE'
    'K7Va5SLLC6nFKikKoUoprpsS1gl195NcAfAtLhFVg3MquVJVKh43SS3OcG0pi0LOdpV6gF18'
    '73EjAYW6yle1xwulDkKRiAdZpTBIYISvypUUO9gDdw7ET026BuASJu1nldSqqVbtIXCKSMpU'
    '7Kq8rDWNpXKV61yVOqQ3OLSCb3WV0BReOYOvpc5UBXjAXHOCRN-LvIYT5HAoXQN1thLX7Ipk'
    'b0YrVUhDoI0sEM1VUieFWje4zRaAZJXaMiJVDkgL_8O7706v37x_-z_x2enN6cXVu-_O8dT_'
    '-enqckZnDIUstOwW3ssKSCfqSgIbd4bCpRZ5Kfxtco8bAXWBfKt7fgEE5zPBgkqpegTxrsmL'
    'eg7r6-SuIOpd5GXzRfxzdPwtnOZ8eyfTFJgEFFID6XDFYIFEKdMEuFzkd1VS7QUKXYRSN5vl'
    'WxQ48ZNWpX1W2j7pvZ4ROisFQrFCousouVsJ8_6PyW6Xl2ueA2fewAb23Uf4yi_qPU5qxytV'
    'K4AXihv5pX5_NeNJ9-sGMMyzfdSxxqw4swMhkyQvQxDbJI0LBRJunpGMI0hFojVT3IC6Pr84'
    'P_10_gmERpxdnH76FNuR0Vq9Skq7rACtiFUW8gOQs6r1cAGJvF3wNlnVIMo0FtdwztDIRFwm'
    '2xGecI77HpoXV2cf4g_vL9-M0NIrtWt3eWOUJhQl6kSRazmbfSO-37BoiUl1SZV4zOsNyHKr'
    'K9GMhD0Un86uPp63n_H55RtxIo5D8W0o_nH29vr8PH5zfnYRCno8vQA0zfPV95fn1-YZp_DL'
    'bnEo_mnG9GYA_Hx69l_fvb8-N9Nml1fx2-8uz27eX13CkHe_jksV6waIljUlCV8cezPUwPjj'
    '9fnb93_CWR_e4YDwZrMZsVt8VDrHub4VtGAxE_AH0n5qFXNn5gif9ASkNpKF3OroAiQKXwQL'
    'UTagX5Um-4DigjawXOsItQbhoW6halX0DQWj-wa7NtvS-d5UFdA5xk3gk1_MZqnMRKFAeFuR'
    '92X5kFcKlhrVuoWZIU5fhmL1mC5IrQIx_32nFXw81D6gh1kfrWXtexM2zAtodp7RAl6Kf5Ws'
    'm6rsgEYodzFaBR939HF2ELGmgTj7QQvHB7TEPwgvL1dFk0oPnwu0U_S0KmRSNrto4wVRrmMk'
    'mh-Mtm01GIExZPPGKLzfaURgCGc9RswejDAkwoYCyGRVg0gFgwsXqCtCvyXTF6XNdqd9dGh-'
    'GsWJpiewyIjwCR0euAA6F9_LvT65qRpp8WCHwlTJ01xtDRKrQpsn-WVXmUdURnrs4wUy9R_q'
    'EVSykqTYaCQ0-2QYKZKVZC8JJinNU9DahfDIJPjbBjYOEC4B-vvCC4VHRiKNeYYGMUIDE8LL'
    'AN_GcYaUvsd_aSUQOcMXpJR-ZhiALzKvFXfgNJ1OnIDSZak34qFZ_lozzNfaE69BOArNBAgm'
    'oAACE3AMfs8CQloSHD7uBKQeHV5rgNiBwgMD8xEiAqNPcr-e1xNAz64OXEQ8Qu0wABYN5maM'
    'tsEVT7YV4LVDNBTdUyzL1Hzb6vW0mLT2imFHFELF_MXTBLplmT3Ba714ncL_c_gXyPlDSedA'
    'hBgX2rzFgDa3J1DV-v8HfQBscNdJBi5SpcqgL_wswVjxoZjjA3iGHII5QCZpijoYHe434ubq'
    'zZW4vX3I5eMCjrrAVSft8sUCgN6dwNEXgGP7IOFheftaL5eGHK3wPEmXyKij792iAP2b7wXd'
    '0BKHAi8YsB98TulT4IA2wlqHlnI9mwEB-9BotIjZPyJq3ewKecsAynrZEviGAmf0ProzJ0RW'
    'sikheTJ2go-qKVKS46RziBAFIiSKHtS9LDkTQftByAGPEE4IgkEvdgp2l5UZxlgXR9vAwsAC'
    'MwZr0bWCHYNQHbxuIXI0cLKS_L5dIji6Cg4YHjQZlCEQfVraAIQT0dI4yvIy9XEGETpop0E2'
    'gKlHLX5_Io4WPcreSaCEdKHcwry5OF4k9RKRgG9GvXvrkgzOP1z2W1HIkhAIFv2v8Hy87AEA'
    '0KUCmjAC4CSTAkIPP0ASW6Tg5LGHA7Rbf45BgKYEi5G0GD1JQFD6mPRPcZB-tOh4wnqjTDAr'
    'unXMOwwvfZQWpv7ILlutMtjgzJ7Jdd4ft2Edp7AMC5UrjvMyr-PY17KAwPxw3CT-LC4xBz6h'
    'j3BEIKEaUErORQZzu4jrWSBEF3D4rJe0eRRFS1jgM6VCI7whec-AlBhhddQxR4AlSkf2C3oW'
    '-6gZB5JCM9gu_kZcs64jQ8C4iq1KJRpUTakArMCcbwGqjhEN6CsnA1wJAAPrAOKjdHm4gn8q'
    '8H1t8KGN6cCoDe1JU-6SSkvc1wHTlBWEuwmMR-0o8ipi-HBMfui_7JK_kwOhMXEFBR_5EsGz'
    'jUUpDMeM8HAYDFHk6YUXOFhSLQJYgT5GPZYmmtPCJ6eTQ2xZq2oP9NrAYfEFUgXeAa7B7wYM'
    '_IYpAuTaihLkSZi0HPcImVAAQgyKAQPq0AkWAuPPKRmmYBUJozkup-n9wFz8MLQvTBWSGwTT'
    'vm4oMERW_Fypx9vjJXkDeERD3kXcv_QxNGzFZZAk_C9Wtmp_Y4fjrCQoG4TRZ2mECqARw7nd'
    'euZg6Ry_dwCEhqyx8GhK9JAUDQIbW7w-kn-Gw00jN5XrwD6BRXNwbLkFc4OT4Nx3ShX-ARnD'
    '5MJzRJIWg41BvYZ_4aD0ocnqdwqt9xrMZwrv-itNCQcV-ZZE4UTcLkcic6-NyDj2pw0OQl49'
    'CBmWCOrnwSHp6BB2yGlIuAS5PTgdq_9oGaJ7YAXZ9DjDKslX7wbRLo92voBHSCnHdpW59yW3'
    'WyHoacg4KYZAaJoEHT6s7D7rNXq_gDI7rFiiDg7URREDh9xx8nqD0BQv4sOrl8Y0jBdCZlwk'
    '1XMMoTPYsCy1oRuvpRrIFMdeho6lD9jqB2IILZ6Ch9vpZ_FkeB4MN6taZBC0_s5D45pWateH'
    'ugHzrB7ATo9Z3cJBhlFF2TPxRpYCOIypwTDHWTrQ3EcIO-y5Xy7gRXIni69l3ENSfdUmbdF8'
    '4Wo4rbL1j6UxGDM--3w-d2q5nHAA8-_2xHz3XmD-9F-rezp5NCEY5BAGD1uCW05oI5XhKJ9A'
    'V8NmmS8qbG3OGBN0wO1NgS0AtlmBdQw7FFzceejzdmQ5ychax8GmdNpf0LsIYkfI9Hxe24-Q'
    'HUMXJWnqm0lw7GhQ3Qscy4QHjfnWJLVkKoZUgrHmBZQjDJDcu15GIylrgcHbo6VBCcTefDfG'
    'qRvg3DBwQ6A_ymot05BIZXJZyuOtOaNQ0nLnOIL_TF5JNaleLFVBtGmDClAwdG7EauIAqCVE'
    'IeYKCW-MpJkrZLLaBF0cdF-iuz9xnFsEwm8qAD6dOASZDvoLwHrXyLyG5KKhexcfD_7ZpcLn'
    'lgI07TOJTxOgxDRWWAicw0Q2VQMuJl_FseSw_zPSlAzYlwzZl7jsc7AjN_GrIkdBwF-LVg7O'
    'grXbIIUFgq4ohBHUKDG0NYReBOeaLjRS5t4xFL0rx-fs1ZTpMpAMfijlHX7DyP4Gg_Z6k2ub'
    'PxHv2DZBuiVrDvtJBRZUuUV5FxuyKG52BW5BPZKybfBSDLQkBw1L9mADK7yZw1Umb6AcAreL'
    'DgRArSFE4xWSqsEHsS80dtSqkZnSqVTo8Dp0rVsL1ZFRC8UZmohSXwSe3FEIri9kjxY-Ex6O'
    'PB9ZfUzJQVAmLLpdRDdw_s8-lhKChWCr4Gc7IBOOhGwh2LpAxLeFgJ-KyjssbiD8Xyay_PbP'
    'wB0AJZTwxF8BqUuhTG6C0DLKdgzBerCCl8E6iJ5L2T7gvrurq_3YU9K9oQKBNsVjWa5UClJ8'
    '4jV1Nv8XD0aqSlX6xNPgEtUalEDqVbKTXoDpb7aYxJ18DOSSlMT6wWhOG-Vg-tteqPp8q5rx'
    'RSvrRZtpxnBwf-JU8stK7mpxTh9Y7gSsYGyBilmqz2A2__3i_OjoWMy7RgVdJ3tsMkA9zfV0'
    '9DDSyP7bLAFAqSXalxUbm_FsdLh52chR-kvheRftTW_TvrdhjNkwDYKDWLc3Z6FgeqaH5lKx'
    'vj_VHqPLw8xBrRdqrwyIxi3Vn7a1W6k1tsLQDbC59v4BDC4VS9Du4hZ4j7GwV0P1fid92CKI'
    'Yrpej2PaMRgVF9oUfjEO7SDxjh4rsAT-wdvBnz2y_QtzReCRsMNXg_EvWNz1fiid-pIsYGsK'
    'n7Biam5pntwcL2uOF0fzY6DX9fXV9ejCxmw2UWCIsqLRm15e3FeIAVumbpFHpRhbdewjzfFZ'
    '14Ph3BEPDm8t9aHiDkOaKsV0K24RyNIFrAf4mPihX26aPfk22lLY6_dDPasSIwl2rm6Gt8t9'
    '8phyfhrRVe8Elh3fqFhu6-78jaya4-soDO4aR3wAazKhoFf6NcWuteIIJDQ3HfZaB7sXckix'
    'KMBq89_WxPXqyGmu7xdtB5MJ9Ns1CVACm0-wi2ildnuOwhLuAtskbqSzgmQcKMzb2Pyt58ZV'
    'lpFha2O9CdWgwg0Fo6YJx2dKhbg6CKYXcBHHhrD2Pm-0uB9U8MUWMIlxMhn8eAN-cUvlDVwT'
    'LEkXalcEUszlKTpMo8GVyQREzPsZWYRJa4OgD-7A3ftUeebWQKFbHsQtjbiqPUyRaaMDzsQp'
    'z7iYEcxgXJ61jKRqySEH1RZnXsBOMh4voV3vyHzp5BydqrJ81rZdgJyKx1VXbnQaEybLS7B9'
    '41vC6W276nJv866L6gnTNSj1TTDPluTUBAPbUt_BkIBeP8NCAvUk65wq2ASsznxylPBC6_l0'
    'HPB1TnuqGwijmSdcMhYIrE8Gbw5ZHIapjspat2Xu9iakZGTiKYDRawxevj-9vnx_-Q4dOKQW'
    '2EzYgMCZkKWz42GvgWgyQDb4hK0iW9KHBodhlDsSMget95dvrwxO6Kcg5ASNrDmiGqGGop1o'
    '19m80HHZljiYRHfiPOk2pdIB3qovF8tI74q89pE9oTgObo-Wgwv5NTZ6QiBL5rXfSkHKrkjX'
    'W9r0lH_geOni7cRtyBETkRnbBNvz8pS4MUQrZRGj1GHMPTTPhWi2HDtsc57u23xZTSPXMTrA'
    'Z0qyk9UXiu-Vbgs8rfyTC-5Vdqwl_1W3ad1Dt9VaSf1Ve7x69erMqVouqAeGa8zUZoIAI-Ff'
    'muoLhyi6jYSwW7uFRQsQCnb-OaEUBVHdCtsBAdwrKXiKArdIbU5tj-yU0hwa9GnN0YtTf2Qd'
    'fYIS051D5tb4JWRKFVEBgv221QfEmVpfuf-NWk16_XTBH9xjdnVoPtagJs4IgpX12l65XjtD'
    '27_sD9yTG7uz-8HrVtqNiOb3OpcdV4ST_0KChbSY2rOmafemTy2fbjLWAHcOuo9yxXXtgOlI'
    'v0P4EUH--AchbuinAvvOzelegByaPk9YZzoNeA_EETK_HFtcmjL_jM3wOqfY221-uKdLrFLU'
    'j_mKPBxS2MLGvTAiAIlLo78588Du4tigkP0c29oq8tNMevZEFLi7sQZCQ5y6dvbJFJMBW211'
    'wqKDsLp2-BcAtAHb7MlZXbhIQsIv3ZuuFoxrtE2K8JcW5Qc_lxjcjvzN-db9uuAFZHaym9kL'
    'JjKDByemfPwlJ-43wY4KEm7i9uSplx0GXUrwK2DgJh9fj8BfQwewQd5O9PrRPdOQ6vQhsCO-'
    'l3KnyR5iua9_D9wURXvP8fLDDGgxPBJCtfLW3edi7t_-HOWpY9PMw-e-cWw-yJwCM7pWtdJ4'
    '9_Mjrf3ROmDGT1PPbUIIDUIUc6NaqgPX5FhEmqbFkAYZNRxSckc4dHEJFz1MD1n3O50hZRiO'
    'oUtW2o7xJ2jhSqJbWeH9HZF7SKoh4c0Gh21XUu79DK2DvVsJRdweCasuQR--I8svsIwI_QGh'
    'k4lE-HEoHg7Bp6iJjbDZAv31AapM9uGNMlBs2jtaIgYE6lDvL0771pH3BFy1-CD351i_9ilS'
    '6X5TM9IBw8MDajypwtjghv01tmFHKfGb4SRuLGfnotue87z9hayo8vWmth3Qnl0NqWJJN6uJ'
    '2OWSf1OalNSiKh4h8SdIvm1qp-Z02iQVFYdWWKwShIPtwcudXxVQHzSeOqpyyPC--N3G2LWI'
    '7cqdB-Km8H8VR6iZuOg2qbt2b1Ma_DsjHjCl35fpYxs6rEUP7pvVlBn327vdN7bL222pJmb-'
    'NzZDMju91xVH81SF5jjApvaOSes1XFvcl7P_AwnsgUM='))
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

// The declaration moves to the allocation: 'T *p __free(name) = F(...);'.
// These rules run last: spatch 1.1.1 reads a function whose new __free(kfree)
// declarator is followed by another kfree(...) call (of a member, say) as
// something it cannot parse, and every rule after them then skips the
// function silently ('return p' stayed, the gotos stayed).
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

