/** Sweets, snacks, drinks, breakfast, instant and frozen food: the grocery lexicon's format (see produce.ts). */
export const SWEETS = `
sweets, mithai | मिठाई, मिष्ठान | mithaai, mishtan
soan papdi, son papdi | सोन पापड़ी, सोहन पापड़ी | sonpapdi, sohan papdi, soanpapdi, patisa
rasgulla, rasgullas, rasagola | रसगुल्ला, रसगुल्ले, रसगोला | rasogolla, rosogolla, rosogulla, rasagulla
gulab jamun | गुलाब जामुन | gulabjamun, gulab jamoon
kaju katli, kaju barfi | काजू कतली, काजू बर्फी | kaju katri, kaju kathli, kaju katali
barfi, burfi | बर्फी | barfee
ladoo, laddu, laddoo | लड्डू | ladu, laddus
jalebi | जलेबी | jilebi, jilabi
peda | पेड़ा | pedha, pera
halwa | हलवा | halva, halua
chikki, peanut chikki | चिक्की, गज्जक | gajak, gazak
chocolate, chocolates | चॉकलेट | chaklet
`;

export const SNACKS = `
snacks, snack, namkeen | नमकीन, नाश्ता | namkin, nashta, farsan
bhujia, aloo bhujia | भुजिया, आलू भुजिया | bhujiya, aloo bhujiya, alu bhujia
mixture, navratan mixture | मिक्सचर, नवरतन | navratan, navrattan, chivda mix
bhakarwadi | भाकरवड़ी, बाकरवड़ी | bakarwadi, bhakharwadi, bakharwadi
mathri | मठरी | mathari, mathiya
sev, ratlami sev | सेव, रतलामी सेव | sevu, omapodi
khatta meetha | खट्टा मीठा | khatta mitha, khatta meetha mix
banana chips | केले के चिप्स | kele ke chips, banana wafers, nendran chips
chips, wafers | चिप्स, वेफर्स | wafer, wafers chips
masala peanuts | मसाला मूंगफली | masala moongphali, masala mungfali
biscuits, biscuit | बिस्कुट, बिस्किट | biskut, biscoot, biskit
cookies, cookie | कुकीज़, कुकी | cookiez
crackers | क्रैकर्स | cracker
samosa | समोसा | samosa patti
puff, veg puff | पफ | puffs
khakhra | खाखरा | khakra
papad | पापड़ | papadum, appalam
`;

export const DRINKS = `
tea, chai, tea leaves | चाय, चाय पत्ती, चायपत्ती | chai patti, chaipatti, chaay, chaha
green tea | ग्रीन टी | greentea
masala chai | मसाला चाय | masala tea
elaichi tea | इलायची चाय | ilaichi chai, elaichi chai
coffee, coffee powder | कॉफी, कॉफ़ी, काफी | kaafi, kafi, kapi, kaapi
filter coffee | फिल्टर कॉफी | filter kaapi, filter kapi
juice, juices | जूस | joos, jus
mango drink, mango juice | आम का जूस, आम रस | aam ras, aamras, mango ras
aam panna | आम पन्ना | aam pana, kairi panha, panha
jaljeera | जलजीरा | jaljira, jal jeera
coconut water | नारियल पानी | nariyal pani, nariyal paani, elaneer water
soft drinks, soft drink, cold drinks, cold drink | कोल्ड ड्रिंक, ठंडा | thanda, thanda pani, cool drink, cool drinks, colddrink
soda, club soda | सोडा | 
sharbat, squash, syrup | शरबत | sherbet, sharbath, rooh afza
energy drink | एनर्जी ड्रिंक | energydrink
mineral water, drinking water, water bottle | पानी, मिनरल वाटर | pani, paani, bisleri
`;

export const BREAKFAST = `
corn flakes, cornflakes | कॉर्नफ्लेक्स | corn flex, cornflex
muesli | मूसली | musli
granola | ग्रेनोला | 
noodles, noodle | नूडल्स | 
instant noodles, masala noodles | मैगी नूडल्स | two minute noodles
soup | सूप | 
upma, upma mix | उपमा | uppittu
idli, idli mix | इडली | idly, iddli
dosa, dosa mix | डोसा | dosai, dosey
paratha, parotta | पराठा, परांठा | parantha, parotta, porotta, parata
roti, chapati, chapatti | रोटी, चपाती | phulka, rotli
momos, momo, dumplings | मोमोज़, मोमो | momoj
french fries, fries | फ्रेंच फ्राइज़ | frenchfries, finger chips
nuggets | नगेट्स | 
ketchup, tomato sauce, tomato ketchup | केचप, टमाटर सॉस | tomato sos
mayonnaise, mayo | मेयोनेज़ | mayonnaise sauce
jam, fruit jam | जैम | 
peanut butter | पीनट बटर | peanutbutter
pickle, pickles, achar | अचार, आचार | achaar, aachar, uppinakayi, oorugai
mango pickle | आम का अचार | aam ka achar, aam achar, avakaya
chutney | चटनी | chatni, chutni
schezwan, szechuan | शेज़वान | sezwan, schezuan, shezwan
vinegar | सिरका | sirka
ready to eat | रेडी टू ईट | readytoeat
`;
