/**
 * Brands people type (Latin spelling as on the pack). Not groups of meaning: words a query may be
 * split into or joined to ("surfexcel" → surf excel, "7 up" → 7up), that a brand written in Devanagari
 * meets through its spelling key ("अमूल" → amul), and that a slip is corrected to ("colgat" → colgate).
 */
export const BRANDS = `
aashirvaad, pillsbury, fortune, patanjali, annapurna, rajdhani, 24 mantra, india gate, daawat, kohinoor,
lal qilla, tilda, tata sampann, tata, organic tattva, two brothers, everest, mdh, catch, aachi, eastern,
sakthi, badshah, mtr, saffola, sundrop, gemini, dhara, freedom, gold winner, idhayam, emami, haldiram,
bikaji, balaji, bikanervala, chitale, prabhuji, britannia, parle, sunfeast, unibic, mcvitie, cremica,
priyagold, anmol, tata tea, brooke bond, wagh bakri, society, girnar, nescafe, bru, continental, tetley,
real, tropicana, paper boat, b natural, maaza, frooti, raw pressery, amul, mother dairy, nandini, heritage,
aavin, gowardhan, milky mist, akshayakalpa, dove, lux, pears, lifebuoy, santoor, himalaya, nivea, dettol,
medimix, mysore sandal, colgate, pepsodent, close up, sensodyne, dabur, surf excel, ariel, tide, rin, vim,
harpic, lizol, colin, domex, pampers, huggies, mamy poko, johnson, mee mee, kellogg, quaker, bagrry,
true elements, yoga bar, soulfull, maggi, yippee, knorr, chings, top ramen, gits, mccain, itc master chef,
sumeru, safal, prasuma, godrej yummiez, kissan, del monte, veeba, funfoods, dr oetker, wingreens,
mothers recipe, cadbury, nestle, ferrero, lindt, pedigree, whiskas, drools, royal canin, purepet, meat up,
coca cola, thums up, pepsi, sprite, fanta, limca, 7up, mountain dew, mirinda, madhur, dhampure, trust,
eggoz, modern, harvest gold, english oven, parachute, dolo, crocin, vicks, benadryl, electral, band aid,
omron, revital, dil pasand, bisleri, kinley, aquafina, red bull, sting, haldirams, lays, kurkure, bingo,
uncle chips, hide and seek, good day, bourbon, parle g, monaco, krackjack, oreo, dark fantasy, marie gold,
nutella, horlicks, bournvita, boost, complan, milo, kwality walls, havmor, vadilal, mother's recipe,
nirma, ghadi, wheel, henko, fena, comfort, odonil, hit, good knight, all out, mortein, scotch brite,
exo, pril, savlon, boroplus, vaseline, ponds, fair and lovely, glow and lovely, lakme, garnier, loreal,
head and shoulders, clinic plus, sunsilk, pantene, tresemme, indulekha, navratna, bajaj almond, dabur amla,
whisper, stayfree, sofy, gillette, old spice, axe, park avenue, fogg, wild stone, cinthol, hamam, margo,
godrej no 1, vivel, fiama, patanjali dant kanti, meswak, babool, vicco, mamaearth, wow, biotique
`;
