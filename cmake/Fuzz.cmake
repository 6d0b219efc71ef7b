# libFuzzer target for the /rest/v1 request parser (server/tests/fuzz/rest_parser_fuzz.cpp).
#
# Needs clang 16+ with its libFuzzer runtime (Debian bookworm: apt-get install -y clang-16
# libclang-rt-16-dev; the default clang 14 cannot compile libstdc++ 12's <expected>). The
# parser stage has no dependency beyond the C++ standard library, so the target compiles just
# those sources.
#
# To use from the top-level CMakeLists.txt (lead):
#     option(EMU_FUZZ "Build libFuzzer targets (needs clang++)" OFF)
#     if(EMU_FUZZ)
#       include(cmake/Fuzz.cmake)
#     endif()
# then configure a separate build dir with clang:
#     cmake -S . -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-16 -DEMU_FUZZ=ON -DEMU_TESTS=OFF
#     cmake --build build/fuzz --target rest_parser_fuzz -j2
#     mkdir -p build/fuzz/corpus && build/fuzz/rest_parser_fuzz -max_total_time=60 \
#         -max_len=4096 build/fuzz/corpus server/tests/fuzz/corpus
#
# Without CMake (what the REST work used):
#     clang++-16 -std=c++2b -U__cpp_concepts -D__cpp_concepts=202002L \
#         -Wno-builtin-macro-redefined -O1 -g -fsanitize=fuzzer,address,undefined -I server/src \
#         server/tests/fuzz/rest_parser_fuzz.cpp server/src/common/url_decode.cpp server/src/rest/{query_string,select_parser,\
#         filter_parser,request_parser}.cpp -o /tmp/rest_parser_fuzz
#
# Why the __cpp_concepts override: libstdc++ 12 only declares std::expected when
# __cpp_concepts >= 202002L; clang 16 implements what <expected> needs (P0848, conditionally
# trivial special members) but still reports 201907L (clang 19 reports 202002L).

set(EMU_REST_PARSER_SOURCES
  ${CMAKE_SOURCE_DIR}/server/src/common/url_decode.cpp
  ${CMAKE_SOURCE_DIR}/server/src/rest/query_string.cpp
  ${CMAKE_SOURCE_DIR}/server/src/rest/select_parser.cpp
  ${CMAKE_SOURCE_DIR}/server/src/rest/filter_parser.cpp
  ${CMAKE_SOURCE_DIR}/server/src/rest/request_parser.cpp)

add_executable(rest_parser_fuzz
  ${CMAKE_SOURCE_DIR}/server/tests/fuzz/rest_parser_fuzz.cpp ${EMU_REST_PARSER_SOURCES})
target_include_directories(rest_parser_fuzz PRIVATE ${CMAKE_SOURCE_DIR}/server/src)
target_compile_options(rest_parser_fuzz PRIVATE -fsanitize=fuzzer,address,undefined -g -O1
  -U__cpp_concepts -D__cpp_concepts=202002L -Wno-builtin-macro-redefined)
target_link_options(rest_parser_fuzz PRIVATE -fsanitize=fuzzer,address,undefined)
